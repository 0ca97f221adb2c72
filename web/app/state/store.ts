import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { toastsReducer } from './toasts-slice.ts';

/** Creates the app's Redux store; tests make a fresh one each. */
export function makeStore() {
  return configureStore({ reducer: { toasts: toastsReducer } });
}

/** The one store of the running app. */
export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];

/** `useDispatch` typed for this store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** `useSelector` typed for this store. */
export const useAppSelector = useSelector.withTypes<RootState>();

import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { api } from './api.ts';

/**
 * Slices a feature adds when its route loads (`rootReducer.inject(slice)`), declared here so selectors stay typed.
 * A feature adds its slice's state to this interface by declaration merging in its own slice file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The root reducer: the API cache now, feature slices (toasts included) injected by the feature that owns them,
 * because core never imports a feature.
 */
export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

/** Creates the app's Redux store; tests make a fresh one each. */
export function makeStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

/** The one store of the running app. */
export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];

/** `useDispatch` typed for this store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** `useSelector` typed for this store. */
export const useAppSelector = useSelector.withTypes<RootState>();

import { Box } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../core/store.ts';
import { errorSummary } from '../../../core/describe-error.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { FullPageLoader } from '../../../ui/full-page-loader.tsx';
import {
  queryEditorChanged,
  runQuery,
  selectActiveQueryEditor,
  useLocalPersistence,
  useQueryAutoRefresh,
  useSqlLabAutoSync,
  useSqlLabBootstrap,
} from '../state/index.ts';
import { openRequestedTab, tabRequestOf } from '../state/requested-tab.ts';
import type { QueryEditor } from '../types.ts';
import { ActiveSouthPane } from './active-south-pane.tsx';
import { ActiveTabToolbar, PlainSqlEditor } from './active-tab-panes.tsx';
import { SqlLabLayout } from './sqllab-layout.tsx';
import { TabBar } from './tab-bar.tsx';

/** The slots the page fills for the active tab; the lead passes the editor, toolbar, left bar and south pane. */
export interface SqlLabSlots {
  leftBar?: (editor: QueryEditor) => ReactNode;
  editor?: (editor: QueryEditor) => ReactNode;
  toolbar?: (editor: QueryEditor) => ReactNode;
  southPane?: (editor: QueryEditor) => ReactNode;
}

/** Opens the tab the URL or router state asks for, once SQL Lab is restored, then clears the request from the URL. */
function useRequestedTab(ready: boolean): void {
  const dispatch = useAppDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || handled.current === location.key) return;
    handled.current = location.key;
    const request = tabRequestOf(new URLSearchParams(location.search), location.state);
    if (!request) return;
    void dispatch(openRequestedTab(request)).then(() => navigate('/sqllab/', { replace: true, state: null }));
  }, [ready, location, dispatch, navigate]);
}

/** A tab opened with autorun (a clone, a link) runs its query once. */
function useAutorun(editor: QueryEditor | null): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!editor?.autorun || !editor.loaded || editor.dbId === null) return;
    dispatch(queryEditorChanged({ id: editor.id, changes: { autorun: false } }));
    void dispatch(runQuery({ editor }));
  }, [editor, dispatch]);
}

/** SQL Lab at `/sqllab/`: the tab bar over the active tab's layout, kept in step with the server. */
export function SqlLabPage({ slots = {} }: { slots?: SqlLabSlots }) {
  const dispatch = useAppDispatch();
  const { ready, error } = useSqlLabBootstrap();
  const editor = useAppSelector(selectActiveQueryEditor);
  useSqlLabAutoSync(ready);
  useLocalPersistence(ready);
  useQueryAutoRefresh();
  useRequestedTab(ready);
  useAutorun(ready ? editor : null);
  if (error) return <ErrorAlert title="SQL Lab could not be opened" message={errorSummary(error)} />;
  if (!ready || !editor) return <FullPageLoader label="Loading SQL Lab" />;
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', // The frame pads the screen by md on every side; SQL Lab fills what is left.
      height: 'calc(100dvh - var(--app-frame-header-height, 0px) - 2 * var(--mantine-spacing-md))' }}>
      <TabBar />
      <SqlLabLayout
        tabId={editor.id}
        hideLeftBar={editor.hideLeftBar}
        leftBar={slots.leftBar?.(editor)}
        editor={slots.editor ? slots.editor(editor) : <PlainSqlEditor editor={editor} />}
        toolbar={slots.toolbar ? slots.toolbar(editor) : <ActiveTabToolbar editor={editor} />}
        southPane={slots.southPane ? slots.southPane(editor) : <ActiveSouthPane editor={editor} />}
        northPercent={editor.northPercent}
        southPercent={editor.southPercent}
        onResize={(positions) => dispatch(queryEditorChanged({ id: editor.id, changes: positions }))}
      />
    </Box>
  );
}

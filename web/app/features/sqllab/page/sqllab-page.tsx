import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';
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
import { ActiveEditor } from './active-editor.tsx';
import { ActiveLeftBar } from './active-left-bar.tsx';
import { ActiveSouthPane } from './active-south-pane.tsx';
import { ActiveToolbar } from './active-toolbar.tsx';
import { useQueryRunner } from './use-query-runner.ts';
import { SqlLabLayout } from './sqllab-layout.tsx';
import { TabBar } from './tab-bar.tsx';

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
export function SqlLabPage() {
  const { ready, error } = useSqlLabBootstrap();
  const editor = useAppSelector(selectActiveQueryEditor);
  useSqlLabAutoSync(ready);
  useLocalPersistence(ready);
  useQueryAutoRefresh();
  useRequestedTab(ready);
  useAutorun(ready ? editor : null);
  if (error) return <ErrorAlert title="SQL Lab could not be opened" message={errorSummary(error)} />;
  if (!ready || !editor) return <FullPageLoader label="Loading SQL Lab" />;
  return <ActiveTab editor={editor} />;
}

/** The tab bar over the active tab: its left bar, editor, toolbar and south pane. */
function ActiveTab({ editor }: { editor: QueryEditor }) {
  const dispatch = useAppDispatch();
  const runner = useQueryRunner(editor);
  return (
    <Box
      style={{
        display: 'flex',
        flexDirection: 'column', // The frame pads the screen by md on every side; SQL Lab fills what is left.
        height: 'calc(100dvh - var(--app-frame-header-height, 0px) - 2 * var(--mantine-spacing-md))',
      }}
    >
      <TabBar />
      <SqlLabLayout
        tabId={editor.id}
        hideLeftBar={editor.hideLeftBar}
        leftBar={<ActiveLeftBar editor={editor} />}
        editor={<ActiveEditor editor={editor} runner={runner} />}
        toolbar={<ActiveToolbar editor={editor} runner={runner} />}
        southPane={<ActiveSouthPane editor={editor} />}
        northPercent={editor.northPercent}
        southPercent={editor.southPercent}
        onResize={(positions) => dispatch(queryEditorChanged({ id: editor.id, changes: positions }))}
      />
    </Box>
  );
}

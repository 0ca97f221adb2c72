/** What every list screen shows the same way: its first load and a failed request. */
export { ListError, ListLoading } from './list-status.tsx';

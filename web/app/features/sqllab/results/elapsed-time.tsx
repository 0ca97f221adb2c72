import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** How often the running clock redraws: often enough to read as running, rarely enough to cost nothing. */
export const TICK_MS = 100;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** A duration as Superset's SQL Lab timer shows it: `HH:MM:SS.ss` (hundredths). */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 10));
  const hundredths = total % 100;
  const seconds = Math.floor(total / 100) % 60;
  const minutes = Math.floor(total / 6000) % 60;
  const hours = Math.floor(total / 360000);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(hundredths)}`;
}

/** Props of {@link ElapsedTime}: when the query started and ended (epoch ms), and whether it still runs. */
export interface ElapsedTimeProps {
  startDttm: number;
  endDttm: number | null;
  running: boolean;
}

/** The query's duration; while it runs, a clock that ticks from its start. */
export function ElapsedTime({ startDttm, endDttm, running }: ElapsedTimeProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  const end = running ? now : (endDttm ?? now);
  return (
    <Text component="span" size="xs" ff="monospace" data-testid="sqllab-elapsed-time" aria-label="Elapsed time">
      {formatElapsed(end - startDttm)}
    </Text>
  );
}

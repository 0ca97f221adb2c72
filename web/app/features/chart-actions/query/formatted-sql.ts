import { useEffect, useState } from 'react';

type Formatter = (sql: string) => string;

let formatter: Promise<Formatter> | undefined;

/**
 * sql-formatter, imported the first time a query is shown: its grammar is the largest piece of Explore's code and
 * only "View query" needs it. A failed import is forgotten so the next opening tries again.
 */
export function loadSqlFormatter(): Promise<Formatter> {
  formatter ??= import('sql-formatter').then(
    ({ format }) =>
      (sql: string) =>
        format(sql, { language: 'sql' }),
    (error: unknown) => {
      formatter = undefined;
      throw error;
    },
  );
  return formatter;
}

/** The SQL as the engine will run it, formatted; left as sent when the formatter does not load or know the syntax. */
export async function formatSql(sql: string): Promise<string> {
  try {
    return (await loadSqlFormatter())(sql);
  } catch {
    return sql;
  }
}

/** `sql` formatted once the formatter is at hand; undefined while it loads or while there is no SQL yet. */
export function useFormattedSql(sql: string | undefined): string | undefined {
  const [formatted, setFormatted] = useState<{ raw: string; text: string }>();
  useEffect(() => {
    if (sql === undefined) return;
    let live = true;
    void formatSql(sql).then((text) => live && setFormatted({ raw: sql, text }));
    return () => {
      live = false;
    };
  }, [sql]);
  return formatted !== undefined && formatted.raw === sql ? formatted.text : undefined;
}

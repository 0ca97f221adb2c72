/** The headless browser port: which Chromium to start and how (Debian's or the packaged one locally, @sparticuz/chromium in Lambda). */
export interface BrowserLaunch {
  executablePath: string;
  args: string[];
  /** Environment the binary needs on top of the process's (the packaged build's libraries and fonts). */
  env: Record<string, string>;
}

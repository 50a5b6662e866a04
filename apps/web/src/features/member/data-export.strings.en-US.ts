/** en-US strings of the member page's data download (ADR 0074), merged by app/page-strings.ts. */
export const dataExportStrings = {
  dataExport: {
    title: 'Download my data',
    hint: 'Everything we hold about you, as one file. Once an hour at most.',
    preparing: 'Preparing your data…',
    saved: 'Your data is saved as {{file}}.',
  },
} as const;

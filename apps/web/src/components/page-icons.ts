/** Line icons only the code-split pages draw (see icon.tsx), added as page-routes.tsx loads. */
export const pageIconShapes = {
  back: 'M15 5l-7 7 7 7',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
  star: 'm12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z',
  inbox: 'M4 13l2-8h12l2 8v6H4zm0 0h5l1 2h4l1-2h5',
  flame: 'M12 3c1 4 5 5.5 5 10a5 5 0 0 1-10 0c0-2.5 1.5-3.5 2-5 1 1.5 2 2 2 2s-.5-4 1-7z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0-10v6m0-9h.01',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6z',
  document: 'M6 3h9l4 4v14H6zm9 0v4h4M9 12h7M9 16h7',
} as const;

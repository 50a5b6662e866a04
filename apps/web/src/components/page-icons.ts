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
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1Q11.3 5 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  phone: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zm4 17h2',
  lock: 'M6 11h12v10H6zm2 0V7a4 4 0 0 1 8 0v4m-4 4v2',
  logout: 'M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 17l5-5-5-5m5 5H3',
  link: 'M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1m2 5a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1',
  check: 'M5 12l5 5 9-10',
  key: 'M15 13a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-3-1-9 9m3-3 3 3m0-6 2 2',
  edit: 'M4 20h4L19 9l-4-4L4 16zm9-13 4 4',
} as const;

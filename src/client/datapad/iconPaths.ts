// Line icons for the datapad, drawn on a 24 × 24 grid with a round 1.6 stroke. Inline paths
// rather than an icon font or library: the hub needs two dozen, and they inherit currentColor.

function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}

/** Every icon the datapad draws, by name. */
export const iconPaths = {
  command: `${circle(12, 12, 8)} ${circle(12, 12, 4)} M12 1.5v4 M12 18.5v4 M1.5 12h4 M18.5 12h4`,
  party: `${circle(9, 7.5, 3.5)} M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6 M16 4.3a3.5 3.5 0 0 1 0 6.4 M18 14.3c2.1.7 3.5 2.8 3.5 5.7`,
  market: 'M3 3v18h18 M7 15l4-5 3 3 5-7 M16 6h3v3',
  trade: 'M4 8h15l-4-4 M20 16H5l4 4',
  ship: `M12 2c3 3 4.5 7 4.5 11l2.5 3v3l-4-1.5h-6L5 19v-3l2.5-3C7.5 9 9 5 12 2z ${circle(12, 10, 1.6)} M10 19.5l2 2.5 2-2.5`,
  travel: `${circle(5.5, 17.5, 2.5)} ${circle(18.5, 6.5, 2.5)} M7.5 15.5c2-2 1-5 4.5-6s3.5-1 4.5-1.5 M3 6.5h.01 M8 3.5h.01 M20 14h.01`,
  combat: 'M4 4l10 10 M4 4v4 M4 4h4 M20 4L10 14 M20 4v4 M20 4h-4 M7 17l-3 3 M17 17l3 3 M8.5 15.5l-2-2 M15.5 15.5l2-2',
  skills: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.4l-5.3 3 1.2-6-4.5-4.1 6-.7z',
  equipment: 'M12 3l7 3v6c0 4.5-3 7.5-7 9-4-1.5-7-4.5-7-9V6z M9 12l2 2 4-4',
  inventory: 'M4 8l8-4 8 4v8l-8 4-8-4z M4 8l8 4 8-4 M12 12v8',
  missions: 'M5 21V4 M5 4h12l-2.5 4 2.5 4H5',
  quest: 'M4 5c2.5-1 5.5-1 8 1 2.5-2 5.5-2 8-1v14c-2.5-1-5.5-1-8 1-2.5-2-5.5-2-8-1z M12 6v14',
  contract: 'M6 3h9l4 4v14H6z M14 3v5h5 M9 12h7 M9 16h5',
  shipyard: `M3 12l9-9h8v8l-9 9z ${circle(15.5, 8.5, 1.4)}`,
  wrench: 'M15 4a5 5 0 0 0-4.6 6.9L3 18.3 5.7 21l7.4-7.4A5 5 0 0 0 20 9l-3 3-3-1-1-3z',
  crate: 'M12 2l9 5v10l-9 5-9-5V7z M3 7l9 5 9-5 M12 12v10',
  fleet: 'M12 3l8 4-8 4-8-4z M4 12l8 4 8-4 M4 17l8 4 8-4',
  hyperspace: `${circle(12, 12, 2.2)} M2.5 12h5 M16.5 12h5 M4.5 5.5l4 3.5 M19.5 18.5l-4-3.5 M4.5 18.5l4-3.5 M19.5 5.5l-4 3.5`,
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4z M10 20.5a2 2 0 0 0 4 0',
  settings: `${circle(12, 12, 3)} M12 2.5v3 M12 18.5v3 M2.5 12h3 M18.5 12h3 M5.3 5.3l2.1 2.1 M16.6 16.6l2.1 2.1 M5.3 18.7l2.1-2.1 M16.6 7.4l2.1-2.1`,
  grid: 'M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z M14 14h6v6h-6z',
  list: 'M8.5 6H20 M8.5 12H20 M8.5 18H20 M4 6h.01 M4 12h.01 M4 18h.01',
  filter: 'M3 5h18l-7 8v6l-4 2v-8z',
  close: 'M6 6l12 12 M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  home: 'M3 11l9-8 9 8 M5 10v10h5v-6h4v6h5V10',
  sidebar: 'M3 4h18v16H3z M9 4v16 M5 8h2 M5 11h2',
  log: `${circle(12, 12, 9)} M12 7v5l3 2`,
  datapad: 'M5 3h14a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z M7 6h10v9H7z M10 18h4',
} as const;

/** A datapad icon's name. */
export type IconName = keyof typeof iconPaths;

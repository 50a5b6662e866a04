/** Experience points as the club writes them: whole, grouped (1,000 EXP). */
export const points = (value: number) => Math.floor(value).toLocaleString('en-US');

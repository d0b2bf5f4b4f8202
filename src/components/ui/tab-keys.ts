/** Keyboard moves of the WAI-ARIA tabs pattern, shared by the React tab lists. */

/**
 * The index of the tab that `key` moves to from the tab at `index` of `count`: ArrowRight and ArrowLeft
 * step and wrap around, Home and End go to the ends; undefined for any other key (let it through).
 */
export function tabIndexForKey(key: string, index: number, count: number): number | undefined {
  switch (key) {
    case "ArrowRight":
      return (index + 1) % count;
    case "ArrowLeft":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return undefined;
  }
}

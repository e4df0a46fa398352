/** A marker near the map's left or right third opens its tip towards the middle (map.css), so the frame does not cut it off. */
export const tipSide = (x: number, width: number): 'start' | 'end' | undefined => (x < width / 3 ? 'start' : x > (2 * width) / 3 ? 'end' : undefined);

/** Maps: the server-rendered schematic with an optional AMap upgrade. */
export { PlaceMap, type PlaceMapProps } from './PlaceMap.tsx';
export { SchematicMap } from './SchematicMap.tsx';
export { projection, smoothPath } from './project.ts';
export type { MapFrame, MapPlace, MarkerKind } from './types.ts';
export { articlePlaces, scenicPlaces } from './places.ts';

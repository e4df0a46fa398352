/**
 * The area's fixed geography for the schematic map (docs/content-world.md): Mirror Lake
 * (2,980 m, 11 km, south-west to north-east around 30.900 N 102.630 E), Snowcrown Peak
 * (30.975 N 102.725 E), the gateway town Lankou (30.815 N 102.515 E), the Lanxi stream and
 * the scenic road. [lng, lat] pairs, GCJ-02. The walking trails are not here: each is a record
 * of the content service, drawn from the map block's `trails` (docs/trails.md).
 */
type LngLat = [number, number];

export const LAKE: LngLat[] = [
  [102.582, 30.869], [102.593, 30.884], [102.606, 30.896], [102.621, 30.905], [102.636, 30.914],
  [102.650, 30.925], [102.663, 30.937], [102.675, 30.940], [102.681, 30.933], [102.671, 30.924],
  [102.657, 30.914], [102.643, 30.903], [102.629, 30.892], [102.615, 30.881], [102.601, 30.871],
  [102.589, 30.862],
];

/** Stream from the lake's south end down the Lanxi valley to Lankou. */
export const STREAM: LngLat[] = [
  [102.586, 30.864], [102.574, 30.858], [102.561, 30.851], [102.549, 30.841], [102.537, 30.833],
  [102.526, 30.822], [102.513, 30.812], [102.503, 30.806],
];

/** Glacier melt from Snowcrown Peak into the lake's north end. */
export const MELTWATER: LngLat[] = [
  [102.719, 30.968], [102.705, 30.957], [102.692, 30.949], [102.683, 30.941], [102.677, 30.937],
];

/** The scenic road: Lankou up the valley, along the east shore, to the pass and base camp. */
export const ROAD: LngLat[] = [
  [102.515, 30.815], [102.531, 30.826], [102.546, 30.838], [102.562, 30.853], [102.580, 30.862],
  [102.596, 30.869], [102.612, 30.878], [102.628, 30.889], [102.645, 30.901], [102.661, 30.913],
  [102.676, 30.926], [102.688, 30.942], [102.698, 30.951], [102.706, 30.958],
];

export const PEAK: LngLat = [102.725, 30.975];
/** Lesser summits of the ridge, drawn smaller (placed to leave room for the peak's label). */
export const RIDGE: LngLat[] = [[102.706, 30.988], [102.742, 30.962], [102.672, 30.986]];
export const TOWN: LngLat = [102.515, 30.815];
/** The lake's long axis (south-west end, north-east end): its name sits somewhere along it. */
export const LAKE_AXIS: [LngLat, LngLat] = [[102.590, 30.866], [102.672, 30.933]];
/** Forest patches (centre, radius in degrees of latitude). */
export const FORESTS: [LngLat, number][] = [
  [[102.57, 30.89], 0.022], [[102.665, 30.895], 0.02], [[102.54, 30.86], 0.016], [[102.62, 30.935], 0.018],
];

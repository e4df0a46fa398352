/** Where a trail's page is (docs/trails.md): the detail route of shared/routes.ts with its record's id. */
import { ROUTES } from './routes.ts';

export const trailPath = (id: number): string => `${ROUTES.trailDetail.path}?id=${id}`;

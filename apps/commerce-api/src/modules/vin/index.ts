export type { DecodedVin, VinProblem, VinValidation } from './decode';
export { checkDigitOf, decodeVin, modelYearOf, VIN_PATTERN, VIN_PROBLEMS, validateVin } from './decode';
export type { NamedSlug } from './match';
export { matchByName, normaliseName } from './match';
export type { CatalogueMatch } from './queries';
export { findCatalogueVehicle } from './queries';
export { vinRoutes } from './routes';

import { describe, expect, it } from 'vitest';
import * as fitment from './index';
import * as react from './react/index';

// Pins the public API: a change here is a change for every consumer and needs a changeset.
describe('@fitkit/fitment exports', () => {
  it('root entry', () => {
    expect(Object.keys(fitment).sort()).toEqual(
      [
        'CONFIGURABLE_FITMENT_LEVELS',
        'DEFAULT_FITMENT_CASCADE_CONFIG',
        'FITABLE_ROUTE_NAMES',
        'FITABLE_TWIN_ROUTE_NAMES',
        'FITMENT_COOKIE_MAX_AGE',
        'FITMENT_COOKIE_NAME',
        'FITMENT_KEYS',
        'FITMENT_LABELS',
        'FITMENT_LEVELS',
        'FITMENT_SLUG_PATTERN',
        'FITMENT_SUMMARY_STATES',
        'FITMENT_YEAR_RANGE',
        'KEPT_QUERY_PARAMS',
        'MMY_TWIN_SUFFIX',
        'NOT_APPLICABLE',
        'NOT_APPLICABLE_TEXT',
        'PLAIN_ROUTE_NAMES',
        'REQUIRED_FITMENT_LEVELS',
        'ROUTE_NAMES',
        'SELECT_ERRORS',
        'SELECT_REQUIREMENTS',
        'SELECT_STATUSES',
        'VEHICLE_LANDING_ORIGINS',
        'VEHICLE_SECONDARY_SEPARATOR',
        'baseRouteName',
        'cascadeLevels',
        'clearFitmentCookie',
        'createFitmentCascade',
        'decodeFitmentCookie',
        'decodeSavedVehicle',
        'describeVehicle',
        'encodeFitmentCookie',
        'fitmentCacheKey',
        'fitmentKey',
        'fitmentSchema',
        'fitmentSlugSchema',
        'fitmentValue',
        'fitmentYearSchema',
        'isCompleteFitment',
        'isFitableRouteName',
        'isMmyTwinRouteName',
        'isSameFitment',
        'mmyTwin',
        'mmyTwinRouteName',
        'nameFitment',
        'notApplicableText',
        'parseFitment',
        'parseVehiclePath',
        'partialFitmentSchema',
        'readCookie',
        'readFitmentFromCookieHeader',
        'readSavedVehicleFromCookieHeader',
        'saveNavigation',
        'serializeFitmentCookie',
        'stripMmy',
        'stripUndefined',
        'vehiclePath',
        'withTrailingSlash',
      ].sort(),
    );
  });

  it('react entry', () => {
    expect(Object.keys(react).sort()).toEqual(['useFitmentCascade', 'useFitmentSelects']);
  });
});

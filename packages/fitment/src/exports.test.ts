import { describe, expect, it } from 'vitest';
import * as fitment from './index';
import * as react from './react/index';

// Pins the public API (the names the apps and the other packages use): a change here is a change for every
// consumer and needs a changeset.
describe('@fitkit/fitment exports', () => {
  it('root entry', () => {
    expect(Object.keys(fitment).sort()).toEqual(
      [
        'addToGarage',
        'cascadeConfigFor',
        'clearFitmentCookie',
        'clearGarageCookie',
        'CONFIGURABLE_FITMENT_LEVELS',
        'decodeSavedVehicle',
        'decodeVehicleSave',
        'describeVehicle',
        'DRILL_UNSELECTED',
        'encodeFitmentCookie',
        'encodeVehicleSave',
        'FITMENT_COOKIE_NAME',
        'FITMENT_LEVELS',
        'FITMENT_SLUG_PATTERN',
        'fitmentKey',
        'GARAGE_MAX_VEHICLES',
        'garageVehicleId',
        'garageWithCurrent',
        'isFitmentEnough',
        'mergeGarages',
        'nameFitment',
        'NOT_APPLICABLE',
        'NOT_APPLICABLE_TEXT',
        'parseDrillResult',
        'parseVehiclePath',
        'readCookie',
        'readGarageFromCookieHeader',
        'readSavedVehicleFromCookieHeader',
        'removeFromGarage',
        'REQUIRED_FITMENT_LEVELS',
        'saveNavigationFor',
        'SELECT_REQUIREMENTS',
        'serializeFitmentCookie',
        'serializeGarageCookie',
        'switchInGarage',
        'vehicleAdjustedPath',
        'VEHICLE_SELECTOR_MODES',
        'vehicleSaveFieldsSchema',
      ].sort(),
    );
  });

  it('react entry', () => {
    expect(Object.keys(react).sort()).toEqual([
      'useDrillSelection',
      'useFitmentCascade',
      'useFitmentSelects',
      'useGarage',
    ]);
  });
});

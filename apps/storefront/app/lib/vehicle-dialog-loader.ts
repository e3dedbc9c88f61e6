/** Loads the vehicle dialog's chunk; called on hover of the fitment button so the click opens it at once. */
export const loadVehicleDialog = () => import('../components/vehicle-dialog-overlay');

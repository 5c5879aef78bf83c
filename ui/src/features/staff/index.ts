// Staff (floor only): add, deactivate and reactivate, set and reset PINs.
export { StaffPage } from "./StaffPage";

// The dealers' rotation (floor only): the next pushes, each dealer's state, who is in it.
export { RotationPage } from "./RotationPage";

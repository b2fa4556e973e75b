/** Signing up and in: who may create an account on this installation (SIGNUP_MODE). */
export { signupModes, type SignupMode } from "@core/shared/signup";

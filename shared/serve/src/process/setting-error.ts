/** A setting that stops the server's start: said in one line naming the variable, without a stack. */
export class SettingError extends Error {}

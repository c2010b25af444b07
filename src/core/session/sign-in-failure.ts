/** Field errors as the server sent them (spec §8: under email), or a general failure text. */
export type SignInFailure = { email?: string; password?: string }

/** The default text when a failure carries no message of its own (spec §8). */
export const SOMETHING_WENT_WRONG = 'Something went wrong'

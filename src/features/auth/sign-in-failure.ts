export { SOMETHING_WENT_WRONG, type SignInFailure } from '@/core/session/sign-in-failure'

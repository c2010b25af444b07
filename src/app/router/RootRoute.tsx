import { RootRedirect } from '../guards/RootRedirect'

/** `/` (spec §2): the sign-in engineer's redirect, as the lazy page of the `root` route. */
export default function RootRoute() {
  return <RootRedirect />
}

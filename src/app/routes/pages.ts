import { msg } from '@lingui/core/macro'
import { demoReader, publicAccess } from './access-rules'
import { areaRoutes } from './area-routes'
import type { RouteDef } from './types'

// Demo layer, account pages, front pages, authentication variants and wizards.
// Paths and names come from @/core/routing/paths (DESIGN §5); access is `demoReader` unless public.

// The auth demos are public and blank: they show the flows; the app's real sign-in stays /login
// (the login variants start a session through the same call, no guard is skipped).
// Each flow is one page for both looks (v1/v2 read from the path).
const authPage = areaRoutes({ area: 'auth-pages', access: publicAccess, layout: 'blank' })
const page = areaRoutes({ area: 'pages', access: demoReader })
// Account settings and the user profile live in src/features/account (their own catalog).
const accountPage = areaRoutes({ area: 'account', access: demoReader })
const miscPage = areaRoutes({ area: 'pages', access: publicAccess, layout: 'blank' })

export const pageRoutes: RouteDef[] = [
  page('pages-pricing', msg`Pricing`, () => import('@/features/pages/PricingPage'), {
    menu: { group: 'pages', label: msg`Pricing`, order: 20 },
    search: { category: 'pages', label: msg`Pricing`, icon: 'currency-dollar' },
  }),
  page('pages-faq', msg`FAQ`, () => import('@/features/pages/FaqPage'), {
    menu: { group: 'pages', label: msg`FAQ`, order: 30 },
    search: { category: 'pages', label: msg`FAQ`, icon: 'help-circle' },
  }),
  accountPage('pages-user-profile-tab', msg`User profile`, () => import('@/features/account/UserProfilePage'), {
    menu: { group: 'account', label: msg`User profile`, order: 10, params: { tab: 'profile' } },
    search: { category: 'pages', label: msg`User profile`, icon: 'user-circle', params: { tab: 'profile' } },
  }),
  accountPage('pages-account-settings-tab', msg`Account settings`, () => import('@/features/account/AccountSettingsPage'), {
    menu: { group: 'account', label: msg`Account settings`, order: 20, params: { tab: 'account' } },
    search: { category: 'pages', label: msg`Account settings`, icon: 'settings', params: { tab: 'account' } },
  }),
  miscPage('pages-misc-coming-soon', msg`Coming soon`, () => import('@/features/pages/ComingSoonPage'), {
    menu: { group: 'pages', label: msg`Coming soon`, order: 40 },
    search: { category: 'pages', label: msg`Coming soon`, icon: 'rocket' },
  }),
  miscPage('pages-misc-under-maintenance', msg`Under maintenance`, () => import('@/features/pages/UnderMaintenancePage'), {
    menu: { group: 'pages', label: msg`Under maintenance`, order: 50 },
    search: { category: 'pages', label: msg`Under maintenance`, icon: 'tool' },
  }),
  // In the menu as a demo of the template's 404, but not in the app-bar search: issue #20 item 11
  // keeps error pages out of the search results (newer than spec §2's list, so it wins).
  miscPage('pages-misc-page-not-found', msg`Page not found`, () => import('@/features/pages/PageNotFoundPage'), {
    menu: { group: 'pages', label: msg`Page not found (404)`, order: 60 },
  }),

  authPage('pages-authentication-login-v1', msg`Login v1`, () => import('@/features/auth-pages/LoginPage'), {
    menu: { group: 'auth-pages', label: msg`Login v1`, order: 10 },
    search: { category: 'pages', label: msg`Login v1`, icon: 'login' },
  }),
  authPage('pages-authentication-login-v2', msg`Login v2`, () => import('@/features/auth-pages/LoginPage'), {
    menu: { group: 'auth-pages', label: msg`Login v2`, order: 20 },
    search: { category: 'pages', label: msg`Login v2`, icon: 'login' },
  }),
  authPage('pages-authentication-register-v1', msg`Register v1`, () => import('@/features/auth-pages/RegisterPage'), {
    menu: { group: 'auth-pages', label: msg`Register v1`, order: 30 },
    search: { category: 'pages', label: msg`Register v1`, icon: 'user-plus' },
  }),
  authPage('pages-authentication-register-v2', msg`Register v2`, () => import('@/features/auth-pages/RegisterPage'), {
    menu: { group: 'auth-pages', label: msg`Register v2`, order: 40 },
    search: { category: 'pages', label: msg`Register v2`, icon: 'user-plus' },
  }),
  authPage('pages-authentication-register-multi-steps', msg`Register multi-steps`, () => import('@/features/auth-pages/RegisterMultiStepsPage'), {
    menu: { group: 'auth-pages', label: msg`Register multi-steps`, order: 50 },
    search: { category: 'pages', label: msg`Register multi-steps`, icon: 'user-plus' },
  }),
  authPage('pages-authentication-verify-email-v1', msg`Verify email v1`, () => import('@/features/auth-pages/VerifyEmailPage'), {
    menu: { group: 'auth-pages', label: msg`Verify email v1`, order: 60 },
    search: { category: 'pages', label: msg`Verify email v1`, icon: 'mail-check' },
  }),
  authPage('pages-authentication-verify-email-v2', msg`Verify email v2`, () => import('@/features/auth-pages/VerifyEmailPage'), {
    menu: { group: 'auth-pages', label: msg`Verify email v2`, order: 70 },
    search: { category: 'pages', label: msg`Verify email v2`, icon: 'mail-check' },
  }),
  authPage('pages-authentication-forgot-password-v1', msg`Forgot password v1`, () => import('@/features/auth-pages/ForgotPasswordPage'), {
    menu: { group: 'auth-pages', label: msg`Forgot password v1`, order: 80 },
    search: { category: 'pages', label: msg`Forgot password v1`, icon: 'key' },
  }),
  authPage('pages-authentication-forgot-password-v2', msg`Forgot password v2`, () => import('@/features/auth-pages/ForgotPasswordPage'), {
    menu: { group: 'auth-pages', label: msg`Forgot password v2`, order: 90 },
    search: { category: 'pages', label: msg`Forgot password v2`, icon: 'key' },
  }),
  authPage('pages-authentication-reset-password-v1', msg`Reset password v1`, () => import('@/features/auth-pages/ResetPasswordPage'), {
    menu: { group: 'auth-pages', label: msg`Reset password v1`, order: 100 },
    search: { category: 'pages', label: msg`Reset password v1`, icon: 'lock-open' },
  }),
  authPage('pages-authentication-reset-password-v2', msg`Reset password v2`, () => import('@/features/auth-pages/ResetPasswordPage'), {
    menu: { group: 'auth-pages', label: msg`Reset password v2`, order: 110 },
    search: { category: 'pages', label: msg`Reset password v2`, icon: 'lock-open' },
  }),
  authPage('pages-authentication-two-steps-v1', msg`Two steps v1`, () => import('@/features/auth-pages/TwoStepsPage'), {
    menu: { group: 'auth-pages', label: msg`Two steps v1`, order: 120 },
    search: { category: 'pages', label: msg`Two steps v1`, icon: 'shield-check' },
  }),
  authPage('pages-authentication-two-steps-v2', msg`Two steps v2`, () => import('@/features/auth-pages/TwoStepsPage'), {
    menu: { group: 'auth-pages', label: msg`Two steps v2`, order: 130 },
    search: { category: 'pages', label: msg`Two steps v2`, icon: 'shield-check' },
  }),
]

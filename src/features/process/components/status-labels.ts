import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ANALYSIS_ERRORS, type AnalystStatus, type CardStatus } from '@/core/api/contract/product/process'
import type { BadgeTone } from '@/ui'

// Words and colours for the card states (spec §4), and the analysis errors in the user's language.

export const ANALYST_LABELS: Record<AnalystStatus | 'pending', { label: MessageDescriptor; tone: BadgeTone }> = {
  success: { label: msg`Read`, tone: 'success' },
  fail: { label: msg`Failed`, tone: 'danger' },
  pending: { label: msg`Waiting`, tone: 'neutral' },
}

export const CARD_STATUS_LABELS: Record<CardStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  uncheck: { label: msg`Not checked`, tone: 'warning' },
  checked_by_office: { label: msg`Checked by office`, tone: 'info' },
  checked_by_sales: { label: msg`Checked by sales`, tone: 'success' },
}

const ERROR_LABELS: Record<string, MessageDescriptor> = {
  [ANALYSIS_ERRORS.noText]: msg`No text could be read — retake the photo in good light with the card filling the frame`,
  [ANALYSIS_ERRORS.noName]: msg`No name found — check the photo is sharp and upright, or enter the name by hand`,
  [ANALYSIS_ERRORS.noContact]: msg`No e-mail or phone number found — check the photo is sharp and upright, or enter them by hand`,
  [ANALYSIS_ERRORS.noNameNoContact]: msg`No name, e-mail or phone number found — check the photo is sharp and upright, or enter them by hand`,
  [ANALYSIS_ERRORS.ocrUnavailable]: msg`The text reader could not start on this device — reload the page while online once, then re-run the analysis`,
  [ANALYSIS_ERRORS.imageUnreadable]: msg`This image could not be opened — upload it again as JPEG, PNG or WebP`,
  [ANALYSIS_ERRORS.tooManyAttempts]: msg`Analysis stopped after 3 attempts — re-run it, or enter the fields by hand`,
}

/** A stored err_msg in the user's language (unknown server texts are shown as they are). */
export const errorLabel = (errMsg: string): MessageDescriptor | string => ERROR_LABELS[errMsg] ?? errMsg

// Shared with the demo auth pages and the front layout (src/ui).
export { LanguagePicker } from '@/ui/LanguagePicker'

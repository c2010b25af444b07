export function tesseractKanji(): string[]
export function recogniserKanji(): string[]
export function recogniserOnlyKanji(): string[]

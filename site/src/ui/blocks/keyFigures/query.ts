/** A list of keyFigure as KeyFigures shows it: `figures${keyFiguresProjection}`. */
export const keyFiguresProjection = /* groq */ `[]{"key": _key, value, label}`

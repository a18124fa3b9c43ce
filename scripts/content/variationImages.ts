import type {Finding} from './check'
import type {ExportedDocument} from './dataset'

type ImageField = {_sanityAsset?: string; asset?: {_ref?: string}}
type Variation = {_key?: string; image?: ImageField}

/** An image's asset: the export's placeholder, or the Content Lake's reference. */
const assetOf = (image: ImageField | undefined) => image?._sanityAsset ?? image?.asset?._ref

/** Two variations of one avatar showing the same image asset: the page would show one picture twice. */
export function duplicateVariationFindings(documents: ExportedDocument[]): Finding[] {
  const findings: Finding[] = []
  for (const doc of documents) {
    if (doc._type !== 'avatar') continue
    const seen = new Map<string, string>()
    for (const [index, variation] of ((doc.variations ?? []) as Variation[]).entries()) {
      const asset = assetOf(variation.image)
      const key = variation._key ?? String(index)
      if (!asset) continue
      const other = seen.get(asset)
      if (other) {
        findings.push({documentId: doc._id, path: `variations[${key}].image`, message: `Deux variations ont la même image : ${other} et ${key}`})
      } else seen.set(asset, key)
    }
  }
  return findings
}

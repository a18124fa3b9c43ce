/** Section 3: avatar categories; the catalogue shows them as Humains, Robots, Animaux, Autres. */
export const AVATAR_CATEGORIES = [
  {slug: 'humain', title: 'Humains'},
  {slug: 'robot', title: 'Robots'},
  {slug: 'animal', title: 'Animaux'},
  {slug: 'autre', title: 'Autres'},
] as const

/** Section 3: the kinds of avatar variation and the values each kind allows. */
export const AVATAR_VARIATION_KINDS = [
  {
    kind: 'hair',
    title: 'Couleur de cheveux',
    values: [
      {value: 'blond', title: 'Blond'},
      {value: 'brun', title: 'Brun'},
      {value: 'roux', title: 'Roux'},
    ],
  },
  {
    kind: 'eyewear',
    title: 'Lunettes',
    values: [
      {value: 'lunettes', title: 'Lunettes'},
      {value: 'lunettes-de-soleil', title: 'Lunettes de soleil'},
    ],
  },
  {
    kind: 'skin',
    title: 'Teint',
    values: [
      {value: 'clair', title: 'Clair'},
      {value: 'moyen', title: 'Moyen'},
      {value: 'fonce', title: 'Foncé'},
    ],
  },
  {
    kind: 'outfit',
    title: 'Casque et tenue',
    values: [
      {value: 'casque', title: 'Casque'},
      {value: 'tenue', title: 'Tenue'},
    ],
  },
  {
    kind: 'colour',
    title: 'Couleur',
    values: [
      {value: 'bleu', title: 'Bleu'},
      {value: 'orange', title: 'Orange'},
      {value: 'rouge', title: 'Rouge'},
      {value: 'vert', title: 'Vert'},
      {value: 'violet', title: 'Violet'},
      {value: 'rose', title: 'Rose'},
      {value: 'jaune', title: 'Jaune'},
    ],
  },
  {
    kind: 'theme',
    title: 'Thème',
    values: [
      {value: 'chat', title: 'Chat'},
      {value: 'elephant', title: 'Éléphant'},
      {value: 'girafe', title: 'Girafe'},
      {value: 'panda', title: 'Panda'},
      {value: 'renard', title: 'Renard'},
      {value: 'bulle', title: 'Bulle'},
      {value: 'cactus', title: 'Cactus'},
      {value: 'livre', title: 'Livre'},
      {value: 'nuage-de-questions', title: 'Nuage de questions'},
      {value: 'fantome', title: 'Fantôme'},
    ],
  },
  {
    kind: 'season',
    title: 'Saison',
    values: [
      {value: 'halloween', title: 'Halloween'},
      {value: 'noel', title: 'Noël'},
      {value: 'ete', title: 'Été'},
    ],
  },
] as const

export type AvatarVariationKind = (typeof AVATAR_VARIATION_KINDS)[number]['kind']

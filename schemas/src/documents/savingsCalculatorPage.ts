import {TrendUpwardIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import type {SavingsInput} from '../constants/savingsCalculator'
import {pageHeroField, pagePart, partTitle, section} from '../objects/pageParts'
import {savingsValueError} from '../savingsCalculator/valueRules'

/** One input of the calculator: the value the page starts from, and the help shown under its label. */
const input = (name: SavingsInput, title: string, description: string) =>
  pagePart(name, title, [
    defineField({
      name: 'default',
      title: 'Valeur par défaut',
      description,
      type: 'number',
      validation: (rule) =>
        rule
          .required()
          .custom((value?: number) => (value === undefined ? true : (savingsValueError(name, value) ?? true))),
    }),
    defineField({
      name: 'help',
      title: 'Aide',
      description: 'Sous le libellé du champ : ce qu’il faut compter, où trouver le chiffre.',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(240),
    }),
  ])

/**
 * /ressources/calculateur-economies: the defaults the calculator starts from and the texts around it. The share the
 * assistant can answer is reasoned from the customer cases it names, whose figures the page shows beside it.
 */
export const savingsCalculatorPage = defineType({
  name: 'savingsCalculatorPage',
  title: 'Calculateur d’économies',
  type: 'document',
  icon: TrendUpwardIcon,
  groups: [
    {name: 'page', title: 'Page', default: true},
    {name: 'inputs', title: 'Champs et valeurs par défaut'},
  ],
  fields: [
    pageHeroField('page'),
    {...input('requestsPerMonth', 'Demandes par mois', 'Entre 1 et 1 000 000.'), group: 'inputs'},
    {
      ...input(
        'answerShare',
        'Part des demandes traitées par l’assistant',
        'En %, entre 1 et 100 : justifiez-la dans « Pourquoi cette part par défaut ».',
      ),
      group: 'inputs',
    },
    {...input('minutesPerRequest', 'Minutes par demande', 'Entre 0,5 et 480, au dixième près.'), group: 'inputs'},
    {...input('hourlyCost', 'Coût horaire', 'En euros chargés, entre 1 et 1 000, au centime près.'), group: 'inputs'},
    {
      ...pagePart(
        'shareBasis',
        'Pourquoi cette part par défaut',
        [
          partTitle(),
          defineField({
            name: 'text',
            title: 'Raisonnement',
            type: 'text',
            rows: 4,
            validation: (rule) => rule.required().max(600),
          }),
          defineField({
            name: 'cases',
            title: 'Cas clients cités',
            description: 'Leurs chiffres clés s’affichent sous le raisonnement, avec un lien vers chaque témoignage.',
            type: 'array',
            of: [defineArrayMember({type: 'reference', to: [{type: 'customerCase'}]})],
            validation: (rule) => rule.required().min(1).unique(),
          }),
        ],
        'Les chiffres des cas clients d’où vient la part proposée : le visiteur la garde ou la change.',
      ),
      group: 'page',
    },
    {
      ...section('method', 'Méthode', 'Ce que le calcul compte et ne compte pas, sous la formule qu’affiche la page.'),
      group: 'page',
    },
    {
      ...pagePart('estimateRequest', 'Recevoir l’estimation', [
        partTitle(),
        defineField({
          name: 'text',
          title: 'Texte',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.required().max(300),
        }),
        defineField({
          name: 'buttonLabel',
          title: 'Bouton',
          type: 'string',
          initialValue: 'Recevoir cette estimation',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'submitLabel',
          title: 'Bouton d’envoi du formulaire',
          type: 'string',
          initialValue: 'Envoyer l’estimation',
          validation: (rule) => rule.required().max(40),
        }),
      ]),
      group: 'page',
    },
    defineField({name: 'seo', title: 'Référencement', type: 'seo', group: 'page'}),
  ],
  preview: {prepare: () => ({title: 'Calculateur d’économies'})},
})

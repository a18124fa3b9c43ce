import {LockIcon} from '@sanity/icons'
import {defineArrayMember, defineField, defineType} from 'sanity'

import {missingRetentionPeriods, RETENTION_PERIODS} from '../constants/retentionPeriods'
import {ctaField, pageHeroField, printable, section, titleAndIntro} from '../objects/pageParts'
import {subProcessorListError} from '../security/subProcessors'

/** /securite-conformite: what a DPO, a CISO and a buyer look for, with the processing agreement to download. */
export const securityPage = defineType({
  name: 'securityPage',
  title: 'Sécurité et conformité',
  type: 'document',
  icon: LockIcon,
  groups: [
    {name: 'page', title: 'Page', default: true},
    {name: 'subProcessors', title: 'Sous-traitants'},
    {name: 'documents', title: 'Documents PDF'},
  ],
  fields: [
    pageHeroField('page'),
    {...section('hosting', 'Hébergement', 'Le pays, l’hébergeur et son rôle.'), group: 'page'},
    {
      ...section('encryption', 'Chiffrement et accès', 'Les échanges, les droits d’accès, les journaux.'),
      group: 'page',
    },
    defineField({
      name: 'subProcessors',
      title: 'Sous-traitants ultérieurs',
      description:
        'Chaque entrée est datée : ne supprimez pas un sous-traitant qui s’en va, indiquez sa date de fin. La page et son flux Atom en tirent l’historique.',
      type: 'object',
      group: 'subProcessors',
      fields: [
        ...titleAndIntro(),
        defineField({
          name: 'feedTitle',
          title: 'Nom du flux Atom',
          description:
            'Le nom sous lequel les lecteurs de flux affichent les changements (la marque s’y ajoute), annoncé aussi par la page.',
          type: 'string',
          validation: (rule) => rule.required().max(80),
        }),
        defineField({
          name: 'feedDescription',
          title: 'Présentation du flux Atom',
          description: 'Ce que le flux publie, en une ou deux phrases : les lecteurs de flux l’affichent sous son nom.',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required().max(300),
        }),
        defineField({
          name: 'entries',
          title: 'Sous-traitants',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'subProcessor',
              title: 'Sous-traitant',
              type: 'object',
              fields: [
                defineField({
                  name: 'name',
                  title: 'Nom',
                  type: 'string',
                  validation: (rule) => rule.required().max(80),
                }),
                defineField({
                  name: 'purpose',
                  title: 'Finalité',
                  type: 'string',
                  validation: (rule) => rule.required().max(160),
                }),
                defineField({
                  name: 'location',
                  title: 'Lieu de traitement',
                  type: 'string',
                  validation: (rule) => rule.required().max(80),
                }),
                defineField({
                  name: 'since',
                  title: 'Depuis le',
                  type: 'date',
                  validation: (rule) => rule.required(),
                }),
                defineField({
                  name: 'until',
                  title: 'Jusqu’au',
                  description: 'Seulement quand il ne traite plus de données pour Parlia.',
                  type: 'date',
                }),
                defineField({
                  name: 'changes',
                  title: 'Changements',
                  description: 'Un changement de lieu, de finalité ou de périmètre, daté.',
                  type: 'array',
                  of: [
                    defineArrayMember({
                      name: 'subProcessorChange',
                      title: 'Changement',
                      type: 'object',
                      fields: [
                        defineField({name: 'date', title: 'Date', type: 'date', validation: (rule) => rule.required()}),
                        defineField({
                          name: 'note',
                          title: 'Ce qui a changé',
                          type: 'string',
                          validation: (rule) => rule.required().max(200),
                        }),
                        defineField({
                          name: 'previousPurpose',
                          title: 'Finalité avant ce changement',
                          description: 'Si la finalité a changé : l’historique montre l’ajout avec celle de l’époque.',
                          type: 'string',
                          validation: (rule) => rule.max(200),
                        }),
                        defineField({
                          name: 'previousLocation',
                          title: 'Lieu avant ce changement',
                          description: 'Si le lieu a changé : l’historique montre l’ajout avec celui de l’époque.',
                          type: 'string',
                          validation: (rule) => rule.max(120),
                        }),
                      ],
                      preview: {select: {title: 'note', subtitle: 'date'}},
                    }),
                  ],
                }),
              ],
              preview: {select: {title: 'name', subtitle: 'purpose', until: 'until'}},
            }),
          ],
          validation: (rule) => rule.required().min(1).custom(subProcessorListError),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'retention',
      title: 'Durées de conservation',
      description:
        'Chaque ligne choisit une durée fixée par la spécification : la page affiche celle que le site applique.',
      type: 'object',
      group: 'page',
      options: {collapsible: true, collapsed: true},
      fields: [
        ...titleAndIntro(),
        defineField({
          name: 'periods',
          title: 'Durées',
          type: 'array',
          of: [
            defineArrayMember({
              name: 'retentionPeriod',
              title: 'Durée',
              type: 'object',
              fields: [
                defineField({
                  name: 'data',
                  title: 'Données',
                  type: 'string',
                  validation: (rule) => rule.required().max(120),
                }),
                defineField({
                  name: 'period',
                  title: 'Durée',
                  type: 'string',
                  options: {
                    list: Object.entries(RETENTION_PERIODS).map(([value, {title}]) => ({value, title})),
                    layout: 'radio',
                  },
                  validation: (rule) => rule.required(),
                }),
                defineField({
                  name: 'start',
                  title: 'Point de départ',
                  description: 'Ce qui fait courir la durée (« à compter du dernier contact »).',
                  type: 'string',
                  validation: (rule) => rule.max(120),
                }),
              ],
              preview: {select: {title: 'data', subtitle: 'period'}},
            }),
          ],
          validation: (rule) => rule.required().min(1).custom(missingRetentionPeriods),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    {
      ...section('rights', 'Droits et DPO', 'Exercer ses droits, contacter le délégué à la protection des données.'),
      group: 'page',
    },
    {...section('models', 'Modèles de langage', 'Lesquels, choisis par qui, où ils fonctionnent.'), group: 'page'},
    {
      ...section('assistant', 'L’assistant du site', 'Ce que l’assistant de ce site fait des questions.'),
      group: 'page',
    },
    {...section('accessibility', 'Accessibilité', 'Avec un lien vers la déclaration d’accessibilité.'), group: 'page'},
    ctaField('« Nous contacter » et « Planifier une démo »', 'page'),
    {...printable('dpa', 'Accord de traitement des données (PDF)'), group: 'documents'},
    {...printable('securitySummary', 'Synthèse sécurité (PDF)'), group: 'documents'},
    defineField({name: 'seo', title: 'Référencement', type: 'seo', group: 'page'}),
  ],
  preview: {prepare: () => ({title: 'Sécurité et conformité'})},
})

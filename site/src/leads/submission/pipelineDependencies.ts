import {fetchContent} from '../../content/fetch'
import {leadMailSettingsQuery, leadResourceQuery} from '../../content/queries'
import type {MailSettings, RequestedResource} from '../delivery/emails'
import {outboxRunner} from '../delivery/processDelivery'
import {publicEnv} from '../../platform/env/public'
import {serverEnv} from '../../platform/env/server'
import {insertLead} from '../storage/leadRepository'
import {sharedDatabase} from '../storage/sharedDatabase'
import {createCaptchaHealth} from './captchaHealth'
import type {PipelineDeps} from './pipeline'
import {createRateLimiter} from './rateLimit'

async function findResource(id: string): Promise<RequestedResource | null> {
  const resource = await fetchContent(leadResourceQuery, {id})
  if (!resource) return null
  // The calculator's page: the request carries its estimate, which the e-mails read from the values.
  if (resource._type === 'savingsCalculatorPage') return {type: 'savingsEstimate', title: resource.title}
  return {
    type: resource._type,
    title: resource.title,
    slug: resource.slug,
    replayUrl: resource.replayUrl,
    file: resource.file,
  }
}

async function mailSettings(): Promise<MailSettings> {
  const settings = await fetchContent(leadMailSettingsQuery)
  return {
    brandName: settings?.brandName || 'Parlia',
    salesEmail: settings?.salesEmail || settings?.contactEmail || null,
    senderEmail: serverEnv.mailFrom || settings?.contactEmail || null,
  }
}

const DEPS = Symbol.for('parlia.submissions.deps')
type Holder = typeof globalThis & {[DEPS]?: PipelineDeps}

/** The pipeline's collaborators in the server: configuration, content, the database and the outbox worker. */
export function pipelineDeps(): PipelineDeps {
  const holder = globalThis as Holder
  holder[DEPS] ??= {
    siteUrl: publicEnv.siteUrl,
    captcha: serverEnv.captcha,
    deliversMail: serverEnv.brevo !== null,
    rateLimit: createRateLimiter(serverEnv.formsRateLimit, 'forms'),
    captchaHealth: createCaptchaHealth(),
    findResource,
    mailSettings,
    store: async (lead) => insertLead(await sharedDatabase(), lead),
    onStored: () => outboxRunner().kick(),
  }
  return holder[DEPS]
}

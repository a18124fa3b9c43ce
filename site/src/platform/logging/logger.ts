import pino from 'pino'

/**
 * The server's log: one JSON line per event on stdout, with its level and time, for whatever collects the instances'
 * output. Never personal data: callers name leads by id, never by e-mail. `LOG_LEVEL` sets the threshold (default
 * `info`; Jest runs `silent` unless a test asks, so its output stays the tests').
 */
export const logger = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  base: {service: 'parlia-site'},
  timestamp: pino.stdTimeFunctions.isoTime,
})

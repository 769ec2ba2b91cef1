import type { TaskConfig } from 'payload'

import { orderMailTask } from './orderMail'

/** Every task of Payload's jobs queue (src/payload.config.ts `jobs.tasks`); one file per task in this folder. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each task types its own input and output
export const tasks: TaskConfig<any>[] = [orderMailTask]

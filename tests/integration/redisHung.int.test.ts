import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { hit, LIMITS, reset } from '@/lib/accounts/server/rateLimit'

/**
 * Issue 26: a Redis that stops answering without closing the connection (a frozen host, a
 * network that drops packets) costs a sign-in code request at most the command timeout once,
 * then counts go on in process. The test's own redis-server (HUNG_REDIS_PORT, 3394) is frozen
 * with SIGSTOP. Needs redis-server (SWITCHYARD_TEST_REDIS=1).
 */
describe.runIf(process.env.SWITCHYARD_TEST_REDIS === '1')('sign-in limits on a Redis that stops answering', () => {
  const port = Number(process.env.HUNG_REDIS_PORT ?? 3394)
  const where = { redisUrl: `redis://127.0.0.1:${port}`, redisPrefix: `hung-${randomBytes(3).toString('hex')}:` }
  let redis: ChildProcess

  beforeAll(async () => {
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    await new Promise((r) => setTimeout(r, 300))
  })

  afterAll(async () => {
    redis.kill('SIGCONT')
    await new Promise<void>((resolve) => {
      redis.once('exit', () => resolve())
      redis.kill('SIGTERM')
    })
  })

  // What a code request counts: three limits and a reset, one after another (src/lib/accounts/server/auth.ts).
  const codeRequest = async (n: number) => {
    const started = Date.now()
    const email = `buyer-${n}@example.test`
    for (const limit of [LIMITS.sendPerIp, LIMITS.sendPerEmailAndIp, LIMITS.sendPerEmail])
      expect((await hit(limit, email, where)).ok).toBe(true)
    await reset(LIMITS.verifyPerEmailAndIp, email, where)
    return Date.now() - started
  }

  it('answers each code request within a second while Redis is frozen', async () => {
    expect(await codeRequest(0)).toBeLessThan(1000)
    redis.kill('SIGSTOP')
    const times: number[] = []
    for (let n = 1; n <= 5; n++) times.push(await codeRequest(n))
    console.log(`code requests' counting with Redis frozen: ${times.join(', ')} ms`)
    expect(Math.max(...times)).toBeLessThan(1000)
  })
})

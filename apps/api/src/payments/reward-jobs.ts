import { CASHBACK_REFUND_TASK, cashbackRefundTask } from './cashback/cashback-refund-job.js';
import { REFERRAL_REWARD_TASK, referralRewardTask } from './referrals/referral-reward-job.js';

import type { Db } from '../db/database.js';
import type { PaymentsContext } from './payments-context.js';
import type { Task } from 'graphile-worker';

/**
 * The tasks of referrals and cashback (issue 27) for the job runner: `referral_reward` (a
 * referral's reward when its payment cleared) and `cashback_refund` (a cashback's refund).
 *
 * @param dependencies the database, Stripe and the site's origin (the e-mails' links)
 */
export function rewardTasks(dependencies: {
  db: Db;
  payments: PaymentsContext;
  siteUrl: string;
}): Record<string, Task> {
  return {
    [REFERRAL_REWARD_TASK]: referralRewardTask(dependencies),
    [CASHBACK_REFUND_TASK]: cashbackRefundTask(dependencies),
  };
}

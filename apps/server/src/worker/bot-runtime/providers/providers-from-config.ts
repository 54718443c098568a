import type { Config } from '../../../config';
import { ec2Provider } from './aws-ec2';
import { hetznerProvider } from './hetzner-hcloud';
import type { CloudProviderName, InstanceProvider } from './instance-provider';
import { vultrProvider } from './vultr-cloud';
import { workerUserData } from './worker-user-data';

export type CloudInstances = {
  /** The configured cloud providers; one without keys is absent. */
  providers: Partial<Record<CloudProviderName, InstanceProvider>>;
  /** The user data of a session's instance. */
  userData(sessionId: string): string;
};

/**
 * The cloud providers whose keys are configured, and what their instances boot with: this
 * process's own secrets (resolved, so a generated development key works too) and the database
 * address the cloud reaches (CLOUD_WORKER_DATABASE_URL, else this process's DATABASE_URL).
 */
export function cloudInstancesFromConfig(
  config: Config,
  own: { databaseUrl: string; jwtSecret: string; encryptionKeyHex: string },
): CloudInstances {
  const providers: CloudInstances['providers'] = {};
  if (config.AWS_EC2_ACCESS_KEY_ID && config.AWS_EC2_SECRET_ACCESS_KEY && config.AWS_EC2_IMAGE_ID)
    providers['aws-ec2'] = ec2Provider({
      region: config.AWS_EC2_REGION,
      endpoint: config.AWS_EC2_ENDPOINT,
      accessKeyId: config.AWS_EC2_ACCESS_KEY_ID,
      secretAccessKey: config.AWS_EC2_SECRET_ACCESS_KEY,
      imageId: config.AWS_EC2_IMAGE_ID,
      instanceType: config.AWS_EC2_INSTANCE_TYPE,
      subnetId: config.AWS_EC2_SUBNET_ID,
    });
  if (config.HCLOUD_TOKEN)
    providers['hetzner-hcloud'] = hetznerProvider({
      token: config.HCLOUD_TOKEN,
      endpoint: config.HCLOUD_ENDPOINT,
      location: config.HCLOUD_LOCATION,
      serverType: config.HCLOUD_SERVER_TYPE,
      image: config.HCLOUD_IMAGE,
    });
  if (config.VULTR_API_KEY)
    providers['vultr-cloud'] = vultrProvider({
      apiKey: config.VULTR_API_KEY,
      endpoint: config.VULTR_ENDPOINT,
      region: config.VULTR_REGION,
      plan: config.VULTR_PLAN,
      snapshotId: config.VULTR_SNAPSHOT_ID,
      osId: config.VULTR_OS_ID,
    });
  const databaseUrl = config.CLOUD_WORKER_DATABASE_URL ?? config.DATABASE_URL ?? own.databaseUrl;
  return {
    providers,
    userData(sessionId) {
      return workerUserData({
        sessionId,
        releaseUrl: config.CLOUD_WORKER_RELEASE_URL,
        databaseUrl,
        encryptionKey: own.encryptionKeyHex,
        jwtSecret: own.jwtSecret,
        passThrough: {
          CSGOROLL_GRAPHQL_URL: config.CSGOROLL_GRAPHQL_URL,
          CSGOROLL_WS_URL: config.CSGOROLL_WS_URL,
          CSGOROLL_AUTH_URL: config.CSGOROLL_AUTH_URL,
          CAPSOLVER_API_KEY: config.CAPSOLVER_API_KEY,
          CAPMONSTER_API_KEY: config.CAPMONSTER_API_KEY,
          STEAM_MODE: config.STEAM_MODE,
          // Each worker makes the same choice as the API: sandboxes in production only when asked.
          SANDBOX: config.TRADING_SANDBOXES.length > 0 ? 'true' : undefined,
          LOG_LEVEL: config.LOG_LEVEL,
        },
      });
    },
  };
}

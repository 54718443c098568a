import {
  DescribeInstancesCommand,
  EC2Client,
  RunInstancesCommand,
  TerminateInstancesCommand,
} from '@aws-sdk/client-ec2';
import { ProviderError, type InstanceProvider } from './instance-provider';

export type Ec2Settings = {
  region: string;
  /** Unset talks to AWS itself; set for another EC2-compatible endpoint (and the tests' fake). */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  imageId: string;
  instanceType: string;
  subnetId: string | undefined;
};

/** AWS EC2 through the official SDK: RunInstances, DescribeInstances, TerminateInstances. */
export function ec2Provider(settings: Ec2Settings): InstanceProvider {
  const client = new EC2Client({
    region: settings.region,
    endpoint: settings.endpoint,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    maxAttempts: 2,
  });
  const failed = (what: string, error: unknown) =>
    new ProviderError(`AWS EC2 ${what} failed: ${error instanceof Error ? error.name : 'error'}.`);
  return {
    name: 'aws-ec2',
    async start({ sessionId, userData }) {
      try {
        const answer = await client.send(
          new RunInstancesCommand({
            ImageId: settings.imageId,
            InstanceType: settings.instanceType as never,
            MinCount: 1,
            MaxCount: 1,
            SubnetId: settings.subnetId,
            UserData: Buffer.from(userData).toString('base64'),
            TagSpecifications: [
              {
                ResourceType: 'instance',
                Tags: [
                  { Key: 'Name', Value: `skinpilot-${sessionId}` },
                  { Key: 'skinpilot-session', Value: sessionId },
                ],
              },
            ],
          }),
        );
        const instance = answer.Instances?.[0];
        if (!instance?.InstanceId) throw new ProviderError('AWS EC2 started no instance.');
        return {
          instanceId: instance.InstanceId,
          region: settings.region,
          publicIp: instance.PublicIpAddress ?? null,
        };
      } catch (error) {
        throw error instanceof ProviderError ? error : failed('RunInstances', error);
      }
    },
    async describe(instanceId) {
      try {
        const answer = await client.send(new DescribeInstancesCommand({ InstanceIds: [instanceId] }));
        const instance = answer.Reservations?.[0]?.Instances?.[0];
        if (!instance?.InstanceId || instance.State?.Name === 'terminated') return null;
        return { instanceId, region: settings.region, publicIp: instance.PublicIpAddress ?? null };
      } catch (error) {
        if (error instanceof Error && error.name === 'InvalidInstanceID.NotFound') return null;
        throw failed('DescribeInstances', error);
      }
    },
    async stop(instanceId) {
      try {
        await client.send(new TerminateInstancesCommand({ InstanceIds: [instanceId] }));
      } catch (error) {
        if (error instanceof Error && error.name === 'InvalidInstanceID.NotFound') return;
        throw failed('TerminateInstances', error);
      }
    },
  };
}

import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { sharingEffects } from "./cloud-sharing.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => sharingEffects(invocation)).map((effect) => effect.rule);

describe("sharingEffects", () => {
  it("flags snapshots and images given to other accounts, by option or shorthand", () => {
    expect(rules("aws ec2 modify-snapshot-attribute --snapshot-id s --attribute createVolumePermission --operation-type add --user-ids 1")).toEqual(["planes.share-external"]);
    expect(rules("aws ec2 modify-image-attribute --image-id a --launch-permission Add=[{Group=all}]")).toEqual(["planes.share-external"]);
    expect(rules("aws ec2 modify-image-attribute --image-id a --launch-permission Remove=[{Group=all}]")).toEqual([]);
    expect(rules("aws rds modify-db-snapshot-attribute --db-snapshot-identifier s --attribute-name restore --values-to-add all")).toEqual(["planes.share-external"]);
  });

  it("flags policies open to anyone only when no condition narrows them", () => {
    expect(rules(`aws s3api put-bucket-policy --bucket b --policy '{"Statement":[{"Effect":"Allow","Principal":{"AWS":["*"]},"Action":"s3:*"}]}'`)).toEqual(["planes.share-external"]);
    expect(rules(`aws s3api put-bucket-policy --bucket b --policy '{"Statement":[{"Effect":"Allow","Principal":"*","Action":"s3:GetObject","Condition":{"StringEquals":{"aws:PrincipalOrgID":"o-1"}}}]}'`)).toEqual([]);
  });

  it("flags everyone and personal accounts on Google Cloud data, not a public Cloud Run service", () => {
    expect(rules("gcloud compute images add-iam-policy-binding img --member=allUsers --role=roles/compute.imageUser")).toEqual(["planes.share-external"]);
    expect(rules("gcloud kms keys add-iam-policy-binding k --member user:x@gmail.com --role roles/cloudkms.cryptoKeyDecrypter")).toEqual(["planes.share-external"]);
    expect(rules("gcloud run services add-iam-policy-binding web --member=allUsers --role=roles/run.invoker")).toEqual([]);
    expect(rules("gsutil iam ch -d allUsers:objectViewer gs://b")).toEqual([]);
  });

  it("judges signed links by how long they last", () => {
    expect(rules("aws s3 presign s3://b/dump.sql --expires-in 172800")).toEqual(["planes.share-external"]);
    expect(rules("aws s3 presign s3://b/build.zip")).toEqual([]);
    expect(rules("gsutil signurl -d 2d key.json gs://b/x")).toEqual(["planes.share-external"]);
    expect(rules("gsutil signurl -d 10m key.json gs://b/x")).toEqual([]);
  });

  it("flags resource policies granting an account other than the one the command's own ARNs name, without a condition", () => {
    const foreign = '{"Statement":[{"Effect":"Allow","Principal":{"AWS":"arn:aws:iam::999988887777:root"},"Action":"secretsmanager:GetSecretValue","Resource":"*"}]}';
    expect(rules(`aws secretsmanager put-resource-policy --secret-id arn:aws:secretsmanager:us-east-1:123456789012:secret:db --resource-policy '${foreign}'`)).toEqual(["planes.share-external"]);
    expect(rules(`aws secretsmanager put-resource-policy --resource-policy '${foreign}' --secret-id=arn:aws:secretsmanager:us-east-1:123456789012:secret:db`)).toEqual(["planes.share-external"]);
    expect(rules("aws lambda add-permission --function-name arn:aws:lambda:us-east-1:123456789012:function:fn --statement-id x --action lambda:InvokeFunction --principal 999988887777")).toEqual(["planes.share-external"]);
    // The owner's own account, a condition narrowing who, or no owner account in view to compare with.
    expect(rules(`aws secretsmanager put-resource-policy --secret-id arn:aws:secretsmanager:us-east-1:999988887777:secret:db --resource-policy '${foreign}'`)).toEqual([]);
    expect(rules(`aws secretsmanager put-resource-policy --secret-id db --resource-policy '${foreign}'`)).toEqual([]);
    expect(rules(`aws secretsmanager put-resource-policy --secret-id arn:aws:secretsmanager:us-east-1:123456789012:secret:db --resource-policy '${foreign.replace('"Resource":"*"', '"Resource":"*","Condition":{"StringEquals":{"aws:PrincipalOrgID":"o-1"}}')}'`)).toEqual([]);
    expect(rules("aws lambda add-permission --function-name arn:aws:lambda:us-east-1:123456789012:function:fn --statement-id x --action lambda:InvokeFunction --principal 999988887777 --source-arn arn:aws:s3:::b")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { computeIdentityEffects } from "./compute-identities.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => computeIdentityEffects(invocation)).map((effect) => effect.rule);
const WIDENED = ["planes.access-widened"];

describe("computeIdentityEffects", () => {
  it("flags a public Google Cloud endpoint running as a default or administrator service account", () => {
    expect(rules("gcloud functions deploy fn --service-account=admin@p.iam.gserviceaccount.com --allow-unauthenticated --runtime=python312")).toEqual(WIDENED);
    expect(rules("gcloud run deploy svc --allow-unauthenticated --service-account 123456789-compute@developer.gserviceaccount.com --image=gcr.io/p/i")).toEqual(WIDENED);
    expect(rules("gcloud functions deploy fn --service-account=p@appspot.gserviceaccount.com --allow-unauthenticated")).toEqual(WIDENED);
  });

  it("flags a VM given every API through a default or administrator service account", () => {
    expect(rules("gcloud compute instances create vm --service-account=123456789-compute@developer.gserviceaccount.com --scopes=cloud-platform")).toEqual(WIDENED);
    expect(rules("gcloud compute instances set-service-account vm --scopes=https://www.googleapis.com/auth/cloud-platform --service-account=ci-admin@p.iam.gserviceaccount.com")).toEqual(WIDENED);
  });

  it("flags AWS compute made to act as an administrator role, and Azure identities given Contributor by default", () => {
    expect(rules("aws lambda create-function --function-name fn --role arn:aws:iam::123456789012:role/AdminRole --runtime python3.12")).toEqual(WIDENED);
    expect(rules("aws lambda update-function-configuration --role=arn:aws:iam::123456789012:role/admin --function-name fn")).toEqual(WIDENED);
    expect(rules("aws ec2 associate-iam-instance-profile --iam-instance-profile Name=AdminProfile --instance-id i-1")).toEqual(WIDENED);
    expect(rules("aws ec2 run-instances --image-id ami-1 --iam-instance-profile Arn=arn:aws:iam::123456789012:instance-profile/admin")).toEqual(WIDENED);
    expect(rules("az vm identity assign -g rg -n vm --scope /subscriptions/0000")).toEqual(WIDENED);
    expect(rules("az webapp identity assign -g rg -n app --role Owner --scope /subscriptions/0000/resourceGroups/rg")).toEqual(WIDENED);
  });

  it("leaves dedicated identities, private services and narrow roles alone", () => {
    expect(rules("gcloud run deploy svc --image=gcr.io/p/i --service-account=api-runtime@p.iam.gserviceaccount.com --allow-unauthenticated")).toEqual([]);
    expect(rules("gcloud run deploy svc --image=gcr.io/p/i --service-account=admin@p.iam.gserviceaccount.com --no-allow-unauthenticated")).toEqual([]);
    expect(rules("gcloud functions deploy fn --runtime=python312 --trigger-http --allow-unauthenticated")).toEqual([]);
    expect(rules("gcloud compute instances create vm --service-account=app@p.iam.gserviceaccount.com --scopes=cloud-platform")).toEqual([]);
    expect(rules("gcloud compute instances create vm --service-account=123456789-compute@developer.gserviceaccount.com --scopes=storage-ro")).toEqual([]);
    expect(rules("aws lambda create-function --function-name fn --role arn:aws:iam::123456789012:role/lambda-basic-execution --runtime python3.12")).toEqual([]);
    expect(rules("aws ec2 associate-iam-instance-profile --instance-id i-1 --iam-instance-profile Name=web-ssm")).toEqual([]);
    expect(rules("az vm identity assign -g rg -n vm")).toEqual([]);
    expect(rules("az vm identity assign -g rg -n vm --role Reader --scope /subscriptions/0000")).toEqual([]);
  });
});

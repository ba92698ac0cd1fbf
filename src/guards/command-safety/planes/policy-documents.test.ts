import { describe, expect, it } from "vitest";
import { adminNamed, adminPolicy, broadDocumentArgument, broadPolicyDocument, trustsAnyone } from "./policy-documents.js";

const allow = (action: unknown, resource: unknown = "*") => JSON.stringify({ Version: "2012-10-17", Statement: [{ Effect: "Allow", Action: action, Resource: resource }] });

describe("adminPolicy", () => {
  it("knows the AWS managed policies that grant every action or IAM's own", () => {
    for (const name of ["AdministratorAccess", "AdministratorAccess-Amplify", "IAMFullAccess", "PowerUserAccess", "job-function/SystemAdministrator", "AWSOrganizationsFullAccess"]) {
      expect(adminPolicy(`arn:aws:iam::aws:policy/${name}`), name).toBe(true);
    }
    expect(adminPolicy("arn:aws-us-gov:iam::aws:policy/AdministratorAccess")).toBe(true);
  });

  it("leaves narrow managed policies alone, even full access to one service", () => {
    for (const name of ["AmazonS3ReadOnlyAccess", "ReadOnlyAccess", "SecurityAudit", "AmazonS3FullAccess", "service-role/AWSLambdaBasicExecutionRole", "IAMReadOnlyAccess", "IAMUserChangePassword"]) {
      expect(adminPolicy(`arn:aws:iam::aws:policy/${name}`), name).toBe(false);
    }
  });

  it("judges a customer policy by its name", () => {
    expect(adminPolicy("arn:aws:iam::123456789012:policy/CiAdmin")).toBe(true);
    expect(adminPolicy("arn:aws:iam::123456789012:policy/team/SuperUser")).toBe(true);
    expect(adminPolicy("arn:aws:iam::123456789012:policy/AdminReadOnly")).toBe(false);
    expect(adminPolicy("arn:aws:iam::123456789012:policy/deploy-s3")).toBe(false);
  });
});

describe("broadPolicyDocument", () => {
  it("flags every action, IAM's own, a whole service on every resource, and NotAction", () => {
    expect(broadPolicyDocument(allow("*"))).toBe(true);
    expect(broadPolicyDocument(allow("iam:*", "arn:aws:iam::123456789012:role/x"))).toBe(true);
    expect(broadPolicyDocument(allow(["s3:GetObject", "ec2:*"]))).toBe(true);
    expect(broadPolicyDocument(allow(["iam:PassRole", "ec2:RunInstances"]))).toBe(true);
    expect(broadPolicyDocument(allow("sts:AssumeRole"))).toBe(true);
    expect(broadPolicyDocument(JSON.stringify({ Statement: { Effect: "Allow", NotAction: "iam:*", Resource: "*" } }))).toBe(true);
  });

  it("leaves named actions, scoped wildcards and denials alone", () => {
    expect(broadPolicyDocument(allow("s3:GetObject"))).toBe(false);
    expect(broadPolicyDocument(allow("s3:*", "arn:aws:s3:::assets/*"))).toBe(false);
    expect(broadPolicyDocument(allow(["logs:CreateLogStream", "logs:PutLogEvents"]))).toBe(false);
    expect(broadPolicyDocument(allow("iam:GetRole"))).toBe(false);
    expect(broadPolicyDocument(JSON.stringify({ Statement: [{ Effect: "Deny", Action: "*", Resource: "*" }] }))).toBe(false);
  });

  it("reads a document that is not JSON by its keys", () => {
    expect(broadPolicyDocument('{"Statement":[{"Effect":"Allow","Action":"*","Resource":"*"}]')).toBe(true);
    expect(broadPolicyDocument('{\\"Statement\\":[{\\"Effect\\":\\"Allow\\",\\"Action\\":\\"iam:*\\"')).toBe(true);
    expect(broadPolicyDocument('{"Statement":[{"Effect":"Allow","Action":"s3:GetObject","Resource":"*"}')).toBe(false);
  });
});

describe("broadDocumentArgument", () => {
  it("judges a document read from a file by the names in view", () => {
    expect(broadDocumentArgument("file://admin.json", "ci")).toBe(true);
    expect(broadDocumentArgument("file://policy.json", "AdminPolicy")).toBe(true);
    expect(broadDocumentArgument("file://s3-read.json", "s3-read")).toBe(false);
    expect(broadDocumentArgument(allow("*"), "harmless")).toBe(true);
  });

  it("tells an administrator's name from a reader's", () => {
    expect(adminNamed("Admins")).toBe(true);
    expect(adminNamed("root")).toBe(true);
    expect(adminNamed("Developers")).toBe(false);
    expect(adminNamed("admin-readonly")).toBe(false);
    expect(adminNamed("chroot-builders")).toBe(false);
  });
});

describe("trustsAnyone", () => {
  it("flags a trust policy open to every principal without a condition", () => {
    expect(trustsAnyone('{"Statement":[{"Effect":"Allow","Principal":{"AWS":"*"},"Action":"sts:AssumeRole"}]}')).toBe(true);
    expect(trustsAnyone('{"Statement":[{"Effect":"Allow","Principal":"*","Action":"sts:AssumeRole"}]}')).toBe(true);
    expect(trustsAnyone('{"Statement":[{"Effect":"Allow","Principal":{"Service":"lambda.amazonaws.com"},"Action":"sts:AssumeRole"}]}')).toBe(false);
    expect(trustsAnyone('{"Statement":[{"Effect":"Allow","Principal":{"AWS":"*"},"Action":"sts:AssumeRole","Condition":{"StringEquals":{"aws:PrincipalOrgID":"o-1"}}}]}')).toBe(false);
  });
});

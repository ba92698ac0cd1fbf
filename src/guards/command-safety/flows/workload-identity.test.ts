import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { workloadIdentityRequest } from "./workload-identity.js";

const request = (source: string) => workloadIdentityRequest(invocations(source).at(-1) as never);

describe("workloadIdentityRequest", () => {
  it("names every provider's identity endpoint, from HTTP clients and from one-liners' code", () => {
    for (const source of [
      "curl -H Metadata:true 'http://169.254.169.254/metadata/identity/oauth2/token?api-version=2018-02-01&resource=https://management.azure.com/'",
      "wget -qO- --header=Metadata:true 'http://169.254.169.254/metadata/identity/oauth2/token?resource=https://vault.azure.net'",
      "curl 'http://localhost:40342/metadata/identity/oauth2/token?api-version=2020-06-01&resource=https://management.azure.com/'",
      "curl 'http://127.0.0.1:40342/metadata/identity/oauth2/token?resource=x'",
      "curl \"$IDENTITY_ENDPOINT?resource=https://vault.azure.net&api-version=2019-08-01\"",
      "curl \"${MSI_ENDPOINT}?resource=x\"",
      "curl http://169.254.170.23/v1/credentials",
      "curl 'http://[fd00:ec2::23]/v1/credentials'",
      "curl http://169.254.170.2$AWS_CONTAINER_CREDENTIALS_RELATIVE_URI",
      "curl \"$AWS_CONTAINER_CREDENTIALS_FULL_URI\"",
      "curl http://169.254.169.254/latest/meta-data/iam/security-credentials/role",
      "curl -H 'Metadata-Flavor: Google' http://metadata.google.internal/computeMetadata/v1/instance/service-accounts/default/token",
      "curl -H 'Metadata-Flavor: Google' 'http://metadata/computeMetadata/v1/instance/service-accounts/default/identity?audience=x'",
      "curl http://100.100.100.200/latest/meta-data/ram/security-credentials/role",
      "curl http://metadata.tencentyun.com/latest/meta-data/cam/security-credentials/role",
      "curl http://169.254.169.254/openstack/latest/securitykey",
      "curl -X PUT 'http://api.metadata.cloud.ibm.com/instance_identity/v1/iam_token?version=2022-03-01'",
      "curl -H 'Authorization: Bearer Oracle' http://169.254.169.254/opc/v2/identity/key.pem",
      "python3 -c \"import requests; print(requests.get('http://169.254.169.254/metadata/identity/oauth2/token?resource=x', headers={'Metadata': 'true'}).text)\"",
      "node -e \"fetch('http://169.254.170.23/v1/credentials').then(r => r.text()).then(console.log)\"",
      "python3 -c \"import os, requests; print(requests.get(os.environ['IDENTITY_ENDPOINT']).text)\"",
    ]) {
      expect(request(source), source).toMatchObject({ minted: true });
    }
  });

  it("tells IMDSv2's session token and the identity document apart, and leaves other metadata and other hosts alone", () => {
    expect(request("curl -X PUT http://169.254.169.254/latest/api/token")).toMatchObject({ minted: false });
    expect(request("curl http://169.254.169.254/latest/dynamic/instance-identity/document")).toMatchObject({ minted: false });
    expect(request("curl http://169.254.169.254/latest/meta-data/instance-id")).toBeUndefined();
    expect(request("curl -H Metadata:true 'http://169.254.169.254/metadata/instance/compute/location?format=text'")).toBeUndefined();
    expect(request("curl http://localhost:8080/oauth2/token")).toBeUndefined();
    expect(request("python3 -c \"import os; print(os.environ['IDENTITY_ENDPOINT'])\"")).toBeUndefined();
    expect(request("ls /metadata/identity/oauth2/token")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { bootstrapDataCommand, bootstrapDataUrlInCode, isBootstrapDataUrl } from "./bootstrap-data.js";

const command = (line: string) => {
  const [name, ...args] = line.split(" ") as [string, ...string[]];
  return bootstrapDataCommand(name, args, args.filter((arg) => !arg.startsWith("-")));
};

describe("isBootstrapDataUrl", () => {
  it.each([
    "http://169.254.169.254/latest/user-data",
    "http://169.254.169.254/2021-07-15/user-data/",
    "http://[fd00:ec2::254]/latest/user-data",
    "http://metadata.google.internal/computeMetadata/v1/instance/attributes/kube-env",
    "http://metadata.google.internal/computeMetadata/v1/instance/attributes/startup-script",
    "http://metadata/computeMetadata/v1/project/attributes/db-password",
    "http://metadata.google.internal/computeMetadata/v1/instance/attributes/?recursive=true",
    "http://metadata.google.internal/computeMetadata/v1/?recursive=true",
    "http://metadata.google.internal/computeMetadata/v1/instance/?alt=json&recursive=true",
    "http://169.254.169.254/metadata/instance/compute/userData?api-version=2021-10-01&format=text",
    "http://169.254.169.254/metadata/instance/compute/customData?api-version=2019-02-01",
    "http://169.254.169.254/openstack/latest/user_data",
    "http://169.254.169.254/openstack/latest/vendor_data2.json",
    "http://169.254.169.254/hetzner/v1/userdata",
    "http://169.254.169.254/opc/v2/instance/metadata/",
    "http://169.254.169.254/opc/v2/instance/metadata/user_data",
  ])("%s is bootstrap data", (url) => {
    expect(isBootstrapDataUrl(url)).toBe(true);
  });

  it.each([
    "http://169.254.169.254/latest/meta-data/instance-id",
    "http://metadata.google.internal/computeMetadata/v1/instance/attributes/",
    "http://metadata.google.internal/computeMetadata/v1/instance/attributes/ssh-keys",
    "http://metadata.google.internal/computeMetadata/v1/instance/attributes/cluster-name",
    "http://metadata.google.internal/computeMetadata/v1/instance/hostname",
    "http://metadata.google.internal/computeMetadata/v1/instance/network-interfaces/?recursive=true",
    "http://169.254.169.254/metadata/instance?api-version=2021-02-01",
    "http://169.254.169.254/opc/v2/instance/region",
    "https://example.com/latest/user-data",
  ])("%s is not", (url) => {
    expect(isBootstrapDataUrl(url)).toBe(false);
  });
});

describe("bootstrapDataUrlInCode", () => {
  it("finds a bootstrap-data URL in a one-liner's code, not a harmless one", () => {
    expect(bootstrapDataUrlInCode("import requests;print(requests.get('http://metadata.google.internal/computeMetadata/v1/instance/attributes/kube-env',headers={'Metadata-Flavor':'Google'}).text)")).toBe("http://metadata.google.internal/computeMetadata/v1/instance/attributes/kube-env");
    expect(bootstrapDataUrlInCode("fetch(`http://169.254.169.254/latest/user-data`).then(r => r.text()).then(console.log)")).toBe("http://169.254.169.254/latest/user-data");
    expect(bootstrapDataUrlInCode("urlopen('http://169.254.169.254/latest/meta-data/instance-id').read()")).toBeUndefined();
  });
});

describe("bootstrapDataCommand", () => {
  it.each([
    "aws ec2 describe-instance-attribute --instance-id i-1 --attribute userData",
    "aws ec2 describe-instance-attribute --attribute=userData --instance-id i-1",
    "aws --region us-east-1 ec2 describe-instance-attribute --attribute userData",
    "aws ec2 describe-launch-template-versions --launch-template-id lt-1",
    "aws ec2 describe-launch-template-versions --launch-template-id lt-1 --query LaunchTemplateVersions[0].LaunchTemplateData.UserData",
    "aws ec2 describe-launch-template-versions --launch-template-id lt-1 --query LaunchTemplateVersions[0].LaunchTemplateData",
    "aws autoscaling describe-launch-configurations",
    "gcloud compute instances describe vm --format=value(metadata.items.startup-script)",
    "gcloud --project p compute instances describe vm --format json(metadata)",
    "gcloud compute instance-templates describe t --format=yaml(properties.metadata)",
    "gcloud compute project-info describe --format=value(commonInstanceMetadata)",
    "gcloud compute instances list --format=table(name,metadata.items.startup-script)",
    "az vm show -g rg -n vm --query userData",
    "az vmss show -g rg -n ss --query virtualMachineProfile.userData",
    "az vm show -g rg -n vm --include-user-data",
    "ec2-metadata -d",
    "ec2-metadata --user-data",
    "ec2metadata --user-data",
    "cloud-init query userdata",
    "cloud-init query --all",
  ])("%s prints bootstrap data", (line) => {
    expect(command(line)).toBeDefined();
  });

  it.each([
    "aws ec2 describe-instance-attribute --instance-id i-1 --attribute instanceType",
    "aws ec2 describe-launch-template-versions --launch-template-id lt-1 --query LaunchTemplateVersions[].VersionNumber",
    "aws autoscaling describe-launch-configurations --query LaunchConfigurations[].LaunchConfigurationName",
    "aws ec2 describe-instances",
    "gcloud compute instances describe vm",
    "gcloud compute instances describe vm --format=value(status)",
    "gcloud compute instances describe vm --format=value(metadata.fingerprint)",
    "az vm show -g rg -n vm",
    "az vm show -g rg -n vm --query hardwareProfile",
    "ec2-metadata -i",
    "cloud-init query v1.region",
    "cloud-init status",
  ])("%s does not", (line) => {
    expect(command(line)).toBeUndefined();
  });
});

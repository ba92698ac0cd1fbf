import { describe, expect, it } from "vitest";
import { invocations } from "../__fixtures__/walk-helpers.js";
import { exposureEffects } from "./network-exposure.js";

const rules = (command: string) => invocations(command).flatMap((invocation) => exposureEffects(invocation)).map((effect) => effect.rule);
const OPEN = ["planes.open-to-internet"];

describe("exposureEffects", () => {
  it("reads AWS ingress by --cidr and by --ip-permissions in shorthand and JSON, IPv4 and IPv6", () => {
    expect(rules("aws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 22 --cidr 0.0.0.0/0")).toEqual(OPEN);
    expect(rules("aws ec2 authorize-security-group-ingress --group-id sg-1 --cidr=0.0.0.0/0 --protocol=-1")).toEqual(OPEN);
    expect(rules("aws ec2 authorize-security-group-ingress --group-id sg-1 --ip-permissions IpProtocol=tcp,FromPort=22,ToPort=22,IpRanges='[{CidrIp=0.0.0.0/0}]'")).toEqual(OPEN);
    expect(rules(`aws ec2 authorize-security-group-ingress --group-id sg-1 --ip-permissions '[{"IpProtocol":"-1","Ipv6Ranges":[{"CidrIpv6":"::/0"}]}]'`)).toEqual(OPEN);
    expect(rules("aws ec2 authorize-security-group-ingress --group-id sg-1 --protocol tcp --port 22 --cidr 10.0.0.0/8")).toEqual([]);
    expect(rules("aws ec2 authorize-security-group-ingress --group-id sg-1 --ip-permissions IpProtocol=tcp,FromPort=22,ToPort=22,IpRanges='[{CidrIp=10.0.0.0/16}]'")).toEqual([]);
    expect(rules("aws ec2 authorize-security-group-egress --group-id sg-1 --protocol -1 --cidr 0.0.0.0/0")).toEqual([]);
  });

  it("reads network ACL entries by direction and action", () => {
    expect(rules("aws ec2 create-network-acl-entry --network-acl-id a --ingress --rule-number 1 --protocol -1 --cidr-block 0.0.0.0/0 --rule-action allow")).toEqual(OPEN);
    expect(rules("aws ec2 create-network-acl-entry --network-acl-id a --egress --rule-number 1 --protocol -1 --cidr-block 0.0.0.0/0 --rule-action allow")).toEqual([]);
    expect(rules("aws ec2 create-network-acl-entry --network-acl-id a --ingress --rule-number 1 --protocol -1 --cidr-block 0.0.0.0/0 --rule-action deny")).toEqual([]);
  });

  it("follows gcloud's default source range and direction", () => {
    expect(rules("gcloud compute firewall-rules create ssh --allow tcp:22")).toEqual(OPEN);
    expect(rules("gcloud compute firewall-rules create ssh --allow tcp:22 --source-ranges=10.0.0.0/8,0.0.0.0/0")).toEqual(OPEN);
    expect(rules("gcloud compute firewall-rules create ssh --allow tcp:22 --source-tags bastion")).toEqual([]);
    expect(rules("gcloud compute firewall-rules create out --direction=EGRESS --destination-ranges=0.0.0.0/0 --action=ALLOW --rules=all")).toEqual([]);
    expect(rules("gcloud compute firewall-rules create block --action=DENY --rules=all --source-ranges=0.0.0.0/0")).toEqual([]);
    expect(rules("gcloud beta compute firewall-rules update ssh --source-ranges 0.0.0.0/0")).toEqual(OPEN);
  });

  it("follows az's defaults for NSG rules: inbound, allowed, from *", () => {
    expect(rules("az network nsg rule create -g g --nsg-name n -n r --priority 100 --destination-port-ranges 22")).toEqual(OPEN);
    expect(rules("az network nsg rule create -g g --nsg-name n -n r --priority 100 --source-address-prefixes 10.0.0.0/8 Internet")).toEqual(OPEN);
    expect(rules("az network nsg rule create -g g --nsg-name n -n r --priority 100 --source-address-prefixes 10.0.0.0/8 192.168.0.0/16")).toEqual([]);
    expect(rules("az network nsg rule create -g g --nsg-name n -n r --priority 100 --source-asgs web-asg")).toEqual([]);
    expect(rules("az network nsg rule create -g g --nsg-name n -n r --priority 100 --direction Outbound")).toEqual([]);
    expect(rules("az network nsg rule update -g g --nsg-name n -n r --priority 200")).toEqual([]);
    expect(rules("az vm open-port -g g -n vm --port 443")).toEqual(OPEN);
    expect(rules("az storage account update -n a -g g --default-action Allow")).toEqual(OPEN);
    expect(rules("az storage account update -n a -g g --default-action Deny")).toEqual([]);
  });

  it("reads the other clouds' firewalls", () => {
    expect(rules('doctl compute firewall add-rules f --inbound-rules "protocol:tcp,ports:22,address:0.0.0.0/0"')).toEqual(OPEN);
    expect(rules('doctl compute firewall add-rules f --inbound-rules "protocol:tcp,ports:22,address:10.0.0.0/8"')).toEqual([]);
    expect(rules("hcloud firewall add-rule f --direction in --port 22 --protocol tcp --source-ips ::/0")).toEqual(OPEN);
    expect(rules("openstack security group rule create --proto tcp --dst-port 22 default")).toEqual(OPEN);
    expect(rules("openstack security group rule create --proto tcp --dst-port 22 --remote-group web default")).toEqual([]);
    expect(rules("scw instance security-group create-rule security-group-id=1 dest-port-from=22")).toEqual(OPEN);
    expect(rules("scw instance security-group create-rule security-group-id=1 ip-range=10.0.0.0/8")).toEqual([]);
    expect(rules("vultr-cli firewall rule create --id g --protocol tcp --port 22 --subnet 0.0.0.0 --size 0")).toEqual(OPEN);
  });

  it("finds ports served beyond this machine by kubectl and ssh", () => {
    expect(rules("kubectl port-forward --address 0.0.0.0 svc/db 5432")).toEqual(OPEN);
    expect(rules("kubectl port-forward --address=localhost,10.0.0.4 svc/db 5432")).toEqual(OPEN);
    expect(rules("kubectl port-forward --address localhost svc/db 5432")).toEqual([]);
    expect(rules("ssh -L '*:8080:web:80' jump")).toEqual(OPEN);
    expect(rules("ssh -L :8080:web:80 jump")).toEqual(OPEN);
    expect(rules("ssh -g -L 8080:web:80 jump")).toEqual(OPEN);
    expect(rules("ssh -L 8080:web:80 jump")).toEqual([]);
    // The words after the destination are the remote command's, not ssh's options.
    expect(rules("ssh deploy@web echo -g -L '*:8080:web:80'")).toEqual([]);
  });
});

describe("space-separated option lists", () => {
  it("reads each Lightsail port entry on its own, leaving the web ports 80 and 443 open to everyone alone", () => {
    expect(rules("aws lightsail put-instance-public-ports --instance-name web --port-infos fromPort=22,toPort=22,protocol=TCP,cidrs=0.0.0.0/0")).toEqual(OPEN);
    expect(rules("aws lightsail put-instance-public-ports --instance-name web --port-infos fromPort=443,toPort=443,protocol=TCP fromPort=3389,toPort=3389,protocol=TCP")).toEqual(OPEN);
    expect(rules("aws lightsail open-instance-public-ports --instance-name db --port-info fromPort=0,toPort=65535,protocol=all,ipv6Cidrs=::/0")).toEqual(OPEN);
    expect(rules("aws lightsail open-instance-public-ports --instance-name web --port-info fromPort=443,toPort=443,protocol=TCP,cidrs=0.0.0.0/0")).toEqual([]);
    expect(rules(`aws lightsail open-instance-public-ports --instance-name web --port-info '{"fromPort":80,"toPort":80,"protocol":"TCP","cidrs":["0.0.0.0/0"]}'`)).toEqual([]);
    expect(rules("aws lightsail put-instance-public-ports --instance-name web --port-infos fromPort=80,toPort=80,protocol=TCP fromPort=443,toPort=443,protocol=TCP")).toEqual([]);
  });
});

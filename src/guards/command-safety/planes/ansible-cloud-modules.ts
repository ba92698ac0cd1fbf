import type { Invocation } from "../model.js";
import type { PlaneEffect } from "./plane-effect.js";
import { optionValue } from "../commands/option-values.js";

/**
 * Ansible modules that manage cloud resources, by collection (Ansible's collection index:
 * `amazon.aws`, `community.aws`, `azure.azcollection`, `google.cloud`, `openstack.cloud`,
 * `community.digitalocean`, `hetzner.hcloud`, `linode.cloud`, `vultr.cloud`, `oracle.oci`) or by
 * the short names they had before collections (`ec2_instance`, `s3_bucket`, `azure_rm_*`, `gcp_*`,
 * `os_server`, `digital_ocean_droplet`, `hcloud_server`). `*_info` and `*_facts` modules only read.
 */
const CLOUD_MODULE = /^(?:(?:amazon\.aws|community\.aws|azure\.azcollection|google\.cloud|openstack\.cloud|community\.digitalocean|hetzner\.hcloud|linode\.cloud|vultr\.cloud|oracle\.oci)\.\w+|ec2\w*|s3_bucket|rds_\w+|dynamodb_table|lambda|cloudformation|elb_\w+|efs|azure_rm_\w+|gcp_\w+|os_\w+|digital_ocean_\w+|hcloud_\w+|linode_v4)$/;
const READ_ONLY_MODULE = /_(?:info|facts)$/;
/** Modules whose resource is a bucket or storage account: deleting it deletes what it holds. */
const BUCKET_MODULE = /(?:^|\.)(?:s3_bucket|gcp_storage_bucket|azure_rm_storageaccount|azure_rm_storageblob|digital_ocean_spaces)$/;
/** The module's `state` asking for the resource to be gone: `state=absent` (`terminated` for EC2 instances), in `key=value` or JSON form. */
const ABSENT = /(?:^|[\s,{])["']?state["']?\s*[=:]\s*["']?(?:absent|terminated)\b/;

/**
 * A cloud resource deleted through an Ansible ad-hoc command (`ansible localhost -m
 * amazon.aws.ec2_instance -a "instance_ids=i-1 state=absent"`): the module, from `-m`/`--module-name`,
 * told by `-a`/`--args` to make its resource absent. The same module making it present, stopped or
 * read, and modules that work on the managed hosts (`file state=absent`), stay allowed.
 *
 * @example
 * ansibleCloudEffects(invocation("ansible", "localhost", "-m", "hetzner.hcloud.server", "-a", "name=web1 state=absent"))[0]?.rule // "planes.cloud-delete"
 */
export function ansibleCloudEffects(invocation: Invocation): PlaneEffect[] {
  if (invocation.name !== "ansible") return [];
  // A value only known when it runs reads as written (`-a "name=$NAME state=absent"`).
  const given = invocation.argv.slice(1).map((field) => field.value ?? field.text);
  const module = optionValue(given, ["-m", "--module-name"]);
  if (module === undefined || !CLOUD_MODULE.test(module) || READ_ONLY_MODULE.test(module)) return [];
  const args = optionValue(given, ["-a", "--args"]) ?? "";
  if (!ABSENT.test(args)) return [];
  return [BUCKET_MODULE.test(module) ? { rule: "planes.bucket-delete", what: `deletes the bucket and what it holds through Ansible's ${module}` } : { rule: "planes.cloud-delete", what: `deletes a cloud resource through Ansible's ${module} (state=absent), which cannot be undone` }];
}


import { describe, expect, it } from "vitest";
import { sdkCallEffects } from "./sdk-calls.js";

const rules = (code: string) => sdkCallEffects(code).map((effect) => effect.rule);

describe("sdkCallEffects", () => {
  it("reads the AWS actions each SDK spells: boto3, JavaScript v3 and v2, Ruby", () => {
    expect(rules("import boto3; boto3.client('s3').delete_bucket(Bucket='b')")).toEqual(["planes.cloud-delete"]);
    expect(rules("import boto3\nboto3.client('ec2').terminate_instances(InstanceIds=['i-1'])")).toEqual(["planes.cloud-delete"]);
    expect(rules("import boto3; boto3.client('kms').schedule_key_deletion(KeyId='k')")).toEqual(["planes.cloud-delete"]);
    expect(rules("const {DeleteTableCommand} = require('@aws-sdk/client-dynamodb'); client.send(new DeleteTableCommand({TableName:'T'}))")).toEqual(["planes.cloud-delete"]);
    expect(rules("const AWS = require('aws-sdk'); new AWS.EC2().terminateInstances({InstanceIds:['i-1']})")).toEqual(["planes.cloud-delete"]);
    expect(rules("require 'aws-sdk-rds'; Aws::RDS::Client.new.delete_db_instance(db_instance_identifier: 'prod')")).toEqual(["planes.cloud-delete"]);
    expect(rules('$s3 = new Aws\\S3\\S3Client(["region" => "us-east-1"]); $s3->deleteBucket(["Bucket" => "b"]);')).toEqual(["planes.cloud-delete"]);
  });

  it("reads boto3's resource and collection deletes", () => {
    expect(rules("import boto3; boto3.resource('dynamodb').Table('T').delete()")).toEqual(["planes.cloud-delete"]);
    expect(rules("import boto3; boto3.resource('s3').Bucket('b').objects.all().delete()")).toEqual(["planes.bucket-delete"]);
    expect(rules("import boto3; boto3.resource('ec2').instances.filter(Filters=f).terminate()")).toEqual(["planes.bucket-delete"]);
    expect(rules("require 'aws-sdk-ec2'; Aws::EC2::Resource.new.instance('i-1').terminate")).toEqual(["planes.cloud-delete"]);
    expect(rules("require 'aws-sdk-s3'; Aws::S3::Resource.new.bucket('b').delete!")).toEqual(["planes.bucket-delete"]);
    expect(rules("require 'aws-sdk-s3'; puts Aws::S3::Resource.new.bucket('b').objects.map(&:key)")).toEqual([]);
  });

  it("reads a listing and a delete of what it lists in the same code", () => {
    expect(rules("import boto3\ns3 = boto3.client('s3')\nfor page in s3.get_paginator('list_objects_v2').paginate(Bucket='b'):\n    s3.delete_objects(Bucket='b', Delete={'Objects': [{'Key': o['Key']} for o in page.get('Contents', [])]})")).toContain("planes.bucket-delete");
    expect(rules("import boto3\nt = boto3.resource('dynamodb').Table('T')\nwith t.batch_writer() as b:\n    for i in t.scan()['Items']: b.delete_item(Key={'id': i['id']})")).toEqual(["planes.store-delete"]);
    expect(rules("const {ScanCommand, DeleteItemCommand} = require('@aws-sdk/client-dynamodb'); const r = await c.send(new ScanCommand({TableName: 'T'})); for (const i of r.Items) await c.send(new DeleteItemCommand({TableName: 'T', Key: {id: i.id}}))")).toEqual(["planes.store-delete"]);
    expect(rules("import boto3; s3 = boto3.client('s3'); print(s3.list_objects_v2(Bucket='b')['KeyCount'])")).toEqual([]);
    expect(rules("import boto3; t = boto3.resource('dynamodb').Table('T'); print(len(t.scan()['Items']))")).toEqual([]);
  });

  it("reads the Google, Azure, pydo, hcloud and openstacksdk client libraries", () => {
    expect(rules("from google.cloud import storage; storage.Client().bucket('b').delete(force=True)")).toEqual(["planes.bucket-delete"]);
    expect(rules("from google.cloud import bigquery; bigquery.Client().delete_dataset('p.d', delete_contents=True)")).toEqual(["planes.cloud-delete"]);
    expect(rules("from azure.mgmt.resource import ResourceManagementClient; c.resource_groups.begin_delete('rg')")).toEqual(["planes.cloud-delete"]);
    expect(rules("from azure.storage.blob import BlobServiceClient; s.delete_container('c')")).toEqual(["planes.cloud-delete"]);
    expect(rules("from pydo import Client; client.droplets.destroy(droplet_id=1)")).toEqual(["planes.cloud-delete"]);
    expect(rules("from hcloud import Client; client.servers.rebuild(server, image)")).toEqual(["planes.cloud-delete"]);
    expect(rules("import openstack; conn.compute.delete_server('vm1')")).toEqual(["planes.cloud-delete"]);
  });

  it("leaves reads, single records, emulators on this machine and code without an SDK alone", () => {
    for (const code of [
      "import boto3; print(boto3.client('s3').list_buckets())",
      "import boto3; boto3.client('ec2').describe_instances()",
      "import boto3; boto3.resource('dynamodb').Table('T').delete_item(Key={'id': '1'})",
      "import boto3; boto3.client('s3').delete_object(Bucket='b', Key='k')",
      "import boto3; boto3.resource('dynamodb', endpoint_url='http://localhost:8000').Table('T').delete()",
      "const {DeleteTableCommand} = require('@aws-sdk/client-dynamodb'); new DynamoDBClient({ endpoint: 'http://127.0.0.1:8000' }).send(new DeleteTableCommand({}))",
      "from google.cloud import storage; storage.Client().bucket('b').blob('k').delete()",
      "import openstack; conn.object_store.delete_object('c', 'o')",
      "import requests; requests.delete('https://api.example.com/x'); cache.delete_many(keys)",
    ]) {
      expect(rules(code), code).toEqual([]);
    }
  });
});
